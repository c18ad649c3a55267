import Testing
import SegueKitStoryboard

@Suite("Diagnostic lines")
struct DiagnosticTests {
    /// A raw value or a path may hold anything: the line Xcode and log readers see stays one line, and
    /// nothing in it rings, hides or reorders what follows.
    @Test func controlCharactersAreWrittenAsEscapes() {
        let diagnostic = Diagnostic(
            .warning, "case \"\u{7}bell\u{0}\tx\ny\u{2028}z\" reads \u{202E}txt.exe", at: FileLocation(path: "odd\nname.storyboard", line: 3, column: 5), rule: "test")
        #expect(diagnostic.description == #"odd\nname.storyboard:3:5: warning: case "\u{7}bell\u{0}\tx\ny\u{2028}z" reads \u{202E}txt.exe"#)
        #expect(!diagnostic.description.contains("\n"))
    }

    @Test func ordinaryTextIsWrittenAsItIs() {
        let diagnostic = Diagnostic(.error, "case 'عرض' of 'Café.Liste' — “quoted”", at: FileLocation(path: "Base.lproj/Main.storyboard", line: 1, column: 1), rule: "test")
        #expect(diagnostic.description == "Base.lproj/Main.storyboard:1:1: error: case 'عرض' of 'Café.Liste' — “quoted”")
    }
}
