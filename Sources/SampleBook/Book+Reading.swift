// Book I of the guide. Markup is described on `Book.Chapter.init`.
extension Book {
    static let readingChapters: [Chapter] = [openingABook, turningPages, theScrubber, zoom, spreads]

    private static let openingABook = Chapter("Opening a Book", """
        Recto is a reader, not an editor. It does one thing: it shows the pages of a PDF as calmly as it can, \
        and it gets out of the way while you read them. This short guide is itself a PDF, and Recto opens it \
        when you start it without a book, so you are probably reading it in Recto right now. Everything it \
        describes can be tried on the very page in front of you.

        ## Choosing a file

        The Open button at the left of the header bar, Ctrl+O, or Open… in the main menu brings up the usual \
        file chooser, which shows PDF documents; pick one and it opens in the same window. You can also drag a \
        PDF from your file manager and drop it anywhere on the Recto window, or choose Recto from the file \
        manager's "Open With" menu. From a terminal, type recto followed by the name of the file. If Recto is \
        already running, the book opens in its window rather than in a second copy of the program.

        The file is read in the background, with a small spinner while Recto is at work. It draws the page in \
        front of you first and the pages on either side straight afterwards, so the next turn is usually ready \
        before you ask for it.

        ## Coming back later

        When you close a book, Recto remembers the page you were on. Open the same book again, tomorrow or \
        next month, and it opens at that page rather than at the cover. This works even if you have since \
        renamed the file or moved it to another folder: Recto recognises a book by the permanent identifier \
        that most PDFs carry inside them, not by its name, and when a PDF has no identifier of its own, by a \
        fingerprint taken from the start and the end of the file.

        Nothing about your reading is ever written into the PDF. Your place, your notes and your settings are \
        kept by Recto itself, in the places described at the end of this guide. The book on your disk stays \
        exactly as it was, byte for byte, which matters if it is shared, signed or stored somewhere read-only. \
        The one file Recto may put beside a book is a contents file, and only when you edit its contents.

        ## When a file will not open

        Not every file that ends in .pdf is a healthy PDF. When Recto cannot open a file it says so plainly: \
        the window shows the file's name, a sentence saying what is wrong, and an Open Another File… button, \
        instead of blank pages or a guess. A PDF that is locked with a password asks for the password first.

        ## About this guide

        The guide is in two parts. Book I, which you are reading now, is about reading itself: turning pages, \
        moving quickly through a long book, making the text larger, and laying two pages side by side. Book II \
        is about finding your way: the contents, your own notes, the library of books you keep, a list of the \
        keyboard shortcuts, and the places on your computer where Recto keeps its things.

        Each chapter is short. You can read them in order, or, from any page after the cover, press Ctrl+T to \
        open the contents and go straight to the one you need.
        """)

    private static let turningPages = Chapter("Turning Pages", """
        Turning a page should take no thought at all, so Recto lets you do it in whichever way your hands are \
        already placed: on the keyboard, on the mouse, on a touchpad or on the screen itself.

        ## From the keyboard

        The Right arrow moves to the next page and the Left arrow to the previous one. Page Down and the space \
        bar also move forward, and Page Up, Shift+Space and BackSpace move back. Home takes you to the first \
        page of the book and End to the last.

        Right :: next page
        Left :: previous page
        Page Down :: next page
        Space :: next page
        Page Up :: previous page
        Shift+Space :: previous page
        BackSpace :: previous page
        Home :: first page
        End :: last page

        Holding a key down turns pages one after another. In a book read from right to left the two arrows \
        swap places, as the chapter on reading direction explains; the other keys always follow the book's order.

        ## With the mouse

        Roll the mouse wheel down to move forward and up to move back, one page for each notch. You can also \
        click on the page: a click in the right third of the page turns to the page on the right, and a click \
        in the left third to the page on the left, much as you would take hold of the edge of a paper page. A \
        click in the middle third does nothing at all, so you can click there without losing your place.

        Once you have zoomed in or out, the wheel scrolls instead of turning pages, as the chapter on zoom \
        describes; back at the fitted size, it turns them again.

        ## On a touchpad or touchscreen

        Swipe with two fingers on a touchpad, and Recto turns one page for each swipe, however far your fingers \
        travel. On a touchscreen, push the page aside with one finger, or drag it with the mouse and let go: \
        swiping towards the left brings in the page on the right, and towards the right the page on the left. \
        A quick flick is enough; a slow drag is not taken as a turn.

        ## At the ends of the book

        On the last page, asking for the next one does nothing, and on the first page the same is true of the \
        previous one. Recto does not wrap around from the end of a book to its beginning, because arriving \
        unexpectedly at the cover is more confusing than helpful. To go back to the start, press Home.

        The page number is always shown under the page, next to the scrubber, as in "Page 7 of 23". If the \
        book gives its pages names of its own, such as the small Roman numerals often used for a preface, \
        Recto shows that name with the plain count beside it: "xii (12 of 304)".
        """)

    private static let theScrubber = Chapter("The Scrubber", """
        Turning one page at a time is right for reading, but wrong for travelling. To get from page 12 to page \
        300, or to look for a chapter whose page you do not know, use the scrubber: the slim scale that runs \
        along the bottom of the window, under the page.

        ## Dragging

        The scale stands for the whole book, from the first page at its left end to the last at its right. \
        A small handle marks where you are. Take hold of the handle and drag it, and the book follows as you \
        go: the page under the handle is shown at once, without the sliding of an ordinary turn. While you \
        drag, a small picture of that page floats above the handle, with its position written beneath it, so \
        you can sweep through the book and watch the chapters go by. When you let go, you are there.

        You do not have to drag. A click anywhere on the scale moves the handle to that point and the book \
        with it, which is the quickest way to reach "about two thirds of the way through".

        When the book has contents, small marks under the scale show where the chapters begin, so you can see \
        the shape of the book at a glance and aim for the start of a chapter. Beside the scale, Recto names \
        the chapter you are in and gives your position: "Page 7 of 23", or "xii (12 of 304)" in a book that \
        names its pages.

        ## Why a preview

        The preview is there because page numbers are often not enough. You may remember a diagram, a \
        heading in large letters or the look of a page full of dialogue, but not which page it was on. Watching \
        small pictures of the pages slide past is how most people find such things in a paper book, by riffling \
        through it with a thumb, and the scrubber is meant to feel much the same.

        In a very long book, the picture of a page you pass over rapidly may appear a moment after its \
        position; the position always tells you exactly where the handle is.

        ## Going to a page by number

        When you do know the number, press Ctrl+L, or choose Go to Page… from the main menu. The position \
        beside the scrubber turns into a small box; type the number you want and press Enter. If the book has \
        no such page, Recto answers with the error bell and leaves the box open. Escape closes the box without \
        going anywhere.

        If the book names its pages in its own way, you can type that name instead: "iv" for the fourth page \
        of a preface numbered in Roman numerals, for instance. Recto looks for a page with exactly that name \
        first, ignoring capitals if need be, and only then counts pages from the beginning.

        ## Keeping the keyboard and the scrubber in step

        The scrubber always shows where you are, however you got there. Turn a page with the arrow keys, go to \
        a chapter from the contents or jump with Ctrl+L, and the handle moves to match, a quiet sense of how \
        much of the book lies behind you and how much is still ahead.
        """)

    private static let zoom = Chapter("Zoom", """
        When Recto opens a book it makes each page as large as it can while still fitting the whole page in the \
        window. For most books on most screens that is the right size, and you never need to change it. But \
        small print, a detailed map or a page of footnotes sometimes needs a closer look.

        ## Larger and smaller

        Ctrl+plus makes the page larger and Ctrl+minus makes it smaller, one step at a time; Ctrl+equals and \
        the plus and minus keys on the number pad work too. Ctrl+0 returns to the starting size, with the whole \
        page fitting in the window again. The same three commands are in the main menu, as Zoom In, Zoom Out \
        and Fit Page.

        Ctrl+plus :: zoom in
        Ctrl+minus :: zoom out
        Ctrl+0 :: fit the whole page in the window

        Zoom is measured from that fitted size rather than from the size of the paper. The steps run from 50% \
        to 400%: 50, 67, 80, 100, 125, 150, 200, 300 and 400, where 100% is the whole page in the window and \
        200% is twice as large. A larger window therefore makes every step larger too.

        With a mouse, you can also hold Ctrl and roll the wheel while the page fits the window: rolling up \
        makes it larger and rolling down smaller.

        ## Moving around a large page

        Once the page is larger than the window, the mouse wheel and the touchpad move you across it, and \
        scroll bars show which part of the page you are looking at. Whenever the page is not at its fitted \
        size, the wheel does not turn pages; the keys and a click in the left or right third still do.

        The zoom stays as it is when you turn, so the next page appears at the same size. That way you can read \
        a whole book magnified without zooming again on every page. Press Ctrl+0 when you want the whole page \
        back, and the wheel turns pages again.

        ## Sharp text at every size

        A PDF describes its pages as shapes and letters, not as pictures, so Recto can draw them sharply at any \
        size. When you zoom, the page first grows from the picture already on the screen, which can look soft \
        for a moment, and is then drawn again at the new size. The sharp version replaces the soft one as soon \
        as it is ready, usually before you notice. On a screen with a high pixel density, pages are drawn at \
        the screen's full resolution.

        ## What zoom does not change

        Zooming changes only how large the page appears in the window. It does not change the book, the page \
        you are on, or the way the pages are laid out; the text does not reflow as it would on a web page, \
        because a PDF fixes where every word goes. If the lines of a book are too small to read at the size \
        that fits, read a column at a time by zooming in and scrolling down the page.
        """)

    private static let spreads = Chapter("Two-Page Spreads and Reading Direction", """
        A printed book is read two pages at a time. The left-hand page is called the verso, and the right-hand \
        page the recto, which is where this reader takes its name. Many books are designed with that pair in \
        mind: a picture that crosses the fold, a table that continues on the facing page, or simply the pleasant \
        rhythm of a left and a right.

        ## Showing two pages

        Press Ctrl+2, or choose Two-Page Spread from the main menu, to see the book as a spread: two pages side \
        by side, like an open book. Do the same again to return to one page at a time. Your choice is a setting \
        of Recto rather than of one book: it stays for every book you open, and for next time, until you change \
        it.

        In a spread the first page of the book stands alone on the right, as the cover of a real book does, and \
        after it pages 2 and 3 face each other, then 4 and 5, and so on. That is why, in a well-made book, every \
        odd-numbered page is a recto, and why books so often begin their chapters on one. A last page without a \
        partner stands alone.

        Turning a page in a spread moves by two pages, and the position under the page says "Pages 4–5 of 23". \
        The scrubber and Ctrl+L still count single pages, so going to page 7 shows the spread that contains it.

        ## Reading direction

        Most books in English and other Western languages are read from left to right, and that is how Recto \
        lays out pages unless you say otherwise. Books in Arabic, Hebrew or Persian, and Japanese manga, are \
        read from right to left: the spine is on the right, and each new page lies to the left of the one before.

        Press Ctrl+Shift+R, or choose Right-to-Left from the main menu, to read such a book. In a spread, the \
        earlier page then sits on the right and the later page on the left. Turning follows the pages as you see \
        them: the Left arrow, a click in the left third and a swipe towards the right all go to the page on the \
        left, which in a right-to-left book is the next one. Page Down, Space, Home and End still follow the \
        book's own order. The scrubber is reversed too, with the start of the book at its right end.

        Like the spread, the reading direction is a setting of Recto, not of each book, so switch it back when \
        you return to a book read from left to right. Some PDFs record the direction they are meant to be read \
        in, but Recto does not look at it: the choice is always yours.

        ## Spreads and zoom

        In a spread, zoom applies to both pages together, and Ctrl+0 makes the pair fit the window. When the \
        window is tall and narrow, two pages may end up rather small; a single page usually reads better there. \
        Recto does not switch between the two for you, because a layout that changes by itself when a window \
        is resized is more surprising than useful.
        """)
}
