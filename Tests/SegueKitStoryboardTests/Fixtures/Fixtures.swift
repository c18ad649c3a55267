import Foundation

/// Fixtures as Swift source (a loose `.storyboard` file in a test target makes SwiftPM warn about an
/// unhandled resource, and the package keeps zero warnings without a `resources:` entry).
enum Fixtures {
    /// A hand-written storyboard with every construct the model must understand. Expected values in
    /// `StoryboardModelTests` were written by reading this text (line numbers are the literal's lines).
    static let semantics = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- Hand-written fixture: every construct the model must understand, with known expected values. -->
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-00-001">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <scenes>
            <!--Navigation-->
            <scene sceneID="scn-00-nav">
                <objects>
                    <navigationController id="nav-00-001" customClass="RootNavigationController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="men-00-001" kind="relationship" relationship="rootViewController" id="seg-00-rel"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Menu-->
            <scene sceneID="scn-00-men">
                <objects>
                    <tableViewController storyboardIdentifier="Menu" title="Menu &amp; More" id="men-00-001" customClass="MenuViewController" sceneMemberID="viewController">
                        <tableView key="view" id='tbl-00-001'>
                            <prototypes>
                                <tableViewCell reuseIdentifier="Cell" id="cel-00-001">
                                    <connections>
                                        <segue destination="det-00-001" kind="show" identifier="show&#x41;&#65;detail &quot;1&quot;" id="seg-00-cel"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <navigationItem key="navigationItem" title="Menu" id="itm-00-001">
                            <barButtonItem key="rightBarButtonItem" title="Settings" id="bbi-00-001">
                                <connections>
                                    <segue destination="ref-00-set" kind="presentation" identifier="" modalPresentationStyle="fullScreen" id="seg-00-bbi"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <segue destination="det-00-001" kind="custom" customClass="FadeSegue" customModule="Transitions" id="seg-00-cus"/>
                            <segue destination="det-00-001" kind="show" identifier="makeDetail" destinationCreationSelector="makeDetailWithCoder:" id="seg-00-sel"/>
                        </connections>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-002" sceneMemberID="firstResponder"/>
                    <exit id="ext-00-men" userLabel="Exit" sceneMemberID="exit"/>
                    <tapGestureRecognizer id="tap-00-001">
                        <connections>
                            <segue destination="det-00-001" kind="popoverPresentation" identifier="tapped" popoverAnchorView="tbl-00-001" id="seg-00-tap"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
                <point key="canvasLocation" x="100" y="200"/>
            </scene>
            <!--Detail-->
            <scene sceneID="scn-00-det">
                <objects>
                    <viewController id="det-00-001" customClass="DetailViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vie-00-001">
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="btn-00-001">
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="ext-00-det" kind="unwind" identifier="done" unwindAction="unwindToMenu:" id="seg-00-unw"/>
                                    </connections>
                                </button>
                                <textView id="txt-00-001"><string key="text"><![CDATA[Some <text> & more]]></string></textView>
                            </subviews>
                        </view>
                    </viewController>
                    <exit id="ext-00-det" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            <!--Settings reference-->
            <scene sceneID="scn-00-ref">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref-00-set" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
        <inferredMetricsTieBreakers>
            <segue reference="seg-00-cel"/>
        </inferredMetricsTieBreakers>
    </document>
    """#
}
