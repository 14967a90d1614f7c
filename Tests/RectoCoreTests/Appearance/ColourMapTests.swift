import Testing
import RectoCore

@Suite("Colour maps")
struct ColourMapTests {
    let night = ColourMap(.night)
    let sepia = ColourMap(.sepia)
    let day = ColourMap(.day)

    @Test("Day changes nothing, text or picture")
    func dayIsIdentity() {
        for colour in [RGB(0, 0, 0), RGB(255, 255, 255), RGB(200, 30, 90), RGB(12, 200, 45)] {
            #expect(day.text(colour) == colour)
            #expect(day.picture(colour) == colour)
        }
        #expect(day.isIdentity)
        #expect(!night.isIdentity)
    }

    @Test("Night turns white paper dark and black ink light, neither to the extreme")
    func nightInvertsGreys() {
        let paper = night.text(RGB(255, 255, 255)), ink = night.text(RGB(0, 0, 0))
        #expect(paper == RGB(ColourMap.nightPaper, ColourMap.nightPaper, ColourMap.nightPaper))
        #expect(ink == RGB(ColourMap.nightInk, ColourMap.nightInk, ColourMap.nightInk))
        #expect(paper.luma < 40 && paper.luma > 0)
        #expect(ink.luma > 200 && ink.luma < 255)
        // Lighter greys become darker: the order of lightness is reversed, step by step.
        var previous = Int.max
        for grey in stride(from: 0, through: 255, by: 15) {
            let mapped = night.text(RGB(UInt8(grey), UInt8(grey), UInt8(grey))).luma
            #expect(mapped <= previous)
            previous = mapped
        }
    }

    @Test("Night keeps the hue: red ink stays red, blue stays blue, green stays green")
    func nightKeepsHue() {
        let red = night.text(RGB(200, 20, 20))
        #expect(red.red > red.green + 60 && red.red > red.blue + 60)
        let blue = night.text(RGB(20, 40, 160))
        #expect(blue.blue > blue.red + 60 && blue.blue > blue.green + 40)
        let green = night.text(RGB(20, 140, 30))
        #expect(green.green > green.red + 60 && green.green > green.blue + 60)
        // Dark ink becomes light ink, light tints become dark ones.
        #expect(red.luma > RGB(200, 20, 20).luma)
        let pink = RGB(255, 220, 220)
        #expect(night.text(pink).luma < 80)
        #expect(night.text(pink).red > night.text(pink).green)
    }

    @Test("Night's luma is the inverted luma, whatever the hue (within clipping)")
    func nightInvertsLuma() {
        for colour in [RGB(120, 100, 140), RGB(90, 130, 110), RGB(140, 120, 100)] {
            let expected = Int(ColourMap.nightPaper)
                + (255 - colour.luma) * (Int(ColourMap.nightInk) - Int(ColourMap.nightPaper)) / 255
            #expect(abs(night.text(colour).luma - expected) <= 2)
        }
    }

    @Test("Pictures keep their colours in Night, a little dimmed")
    func nightPictures() {
        for colour in [RGB(230, 40, 40), RGB(40, 160, 230), RGB(250, 250, 250), RGB(10, 10, 10)] {
            let shown = night.picture(colour)
            #expect(shown.distance(to: colour) <= 40)
            #expect(shown.red <= colour.red && shown.green <= colour.green && shown.blue <= colour.blue)
        }
        let sky = night.picture(RGB(40, 160, 230))
        #expect(sky.blue > sky.green && sky.green > sky.red)
        #expect(sepia.picture(RGB(40, 160, 230)) == RGB(40, 160, 230))
    }

    @Test("Sepia lays white on warm paper and black in dark brown, keeping lightness in order")
    func sepiaPaper() {
        #expect(sepia.text(RGB(255, 255, 255)) == ColourMap.sepiaPaper)
        #expect(sepia.text(RGB(0, 0, 0)) == ColourMap.sepiaInk)
        let paper = ColourMap.sepiaPaper, ink = ColourMap.sepiaInk
        // Warm: more red than blue, in both.
        #expect(paper.red > paper.blue + 20 && ink.red > ink.blue + 20)
        #expect(ink.luma < 90 && paper.luma > 220)
        let mid = sepia.text(RGB(128, 128, 128))
        #expect(mid.luma > ink.luma && mid.luma < paper.luma)
        #expect(mid.red > mid.blue)
    }

    @Test("Cycling goes Day, Sepia, Night and round")
    func cycle() {
        #expect(ColourMode.day.next == .sepia)
        #expect(ColourMode.sepia.next == .night)
        #expect(ColourMode.night.next == .day)
    }

    @Test("A page's style keys the cache by its colour mode; plain is Day")
    func styleKeys() {
        #expect(PageStyle.plain.colourMode == .day)
        #expect(PageStyle.plain.coloured(.day) == .plain)
        #expect(PageStyle.plain.coloured(.night) != .plain)
        let day = RenderRequest(page: 3, boxWidth: 100, boxHeight: 100)
        let night = RenderRequest(page: 3, boxWidth: 100, boxHeight: 100, style: PageStyle.plain.coloured(.night))
        #expect(day != night)
    }
}
