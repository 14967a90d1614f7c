// Book I of the guide. Markup is described on `Book.Chapter.init`.
extension Book {
    static let readingChapters: [Chapter] = [openingABook, turningPages, theScrubber, zoom, spreads]

    private static let openingABook = Chapter("Opening a Book", """
        Recto is a reader, not an editor. It does one thing: it shows the pages of a PDF as calmly as it can, \
        and it gets out of the way while you read them. This short guide is itself a PDF, and you are probably \
        reading it in Recto right now, so everything it describes can be tried on the very page in front of you.

        ## Choosing a file

        There are several ways to open a book. The Open button in the header bar, or Ctrl+O, brings up the \
        usual file chooser; pick a PDF and it appears straight away. You can also drag a PDF from your file \
        manager and drop it anywhere on the Recto window, or choose Recto from the file manager's "Open With" \
        menu. From a terminal, type recto followed by the name of the file.

        Recto shows the first page before it has looked at the rest of the book. A long document with \
        hundreds of pages opens as quickly as a short one, because the other pages are prepared in the \
        background while you begin to read. If you jump far ahead before that work is finished, the page you \
        asked for goes to the front of the queue.

        ## Coming back later

        When you close a book, Recto remembers the page you were on. Open the same book again, tomorrow or \
        next month, and it opens at that page rather than at the cover. This works even if you have since \
        renamed the file or moved it to another folder: Recto recognises a book by an identifier stored inside \
        the PDF, not by its name, and falls back to a fingerprint of the file's contents when a PDF has no \
        identifier of its own.

        Nothing about your reading is ever written into the PDF. Your place, your notes and your settings are \
        kept in Recto's own folders, described at the end of this guide. The book on your disk stays exactly \
        as it was, byte for byte, which matters if it is shared, signed or stored somewhere read-only.

        ## When a file will not open

        Not every file that ends in .pdf is a healthy PDF. Some were cut short while downloading, some were \
        damaged on an old disk, and some are not PDFs at all. When Recto cannot make sense of a file it says so \
        plainly and leaves the window as it was, instead of showing blank pages or guessing. A file that is only \
        partly damaged usually opens, and the pages that can be drawn are drawn.

        ## About this guide

        The guide is in two parts. Book I, which you are reading now, is about reading itself: turning pages, \
        moving quickly through a long book, making the text larger, and laying two pages side by side. Book II \
        is about finding your way: the contents, your own notes, the library of books you keep, a list of the \
        keyboard shortcuts, and the places on your computer where Recto keeps its things.

        Each chapter is short. You can read them in order, or open the contents with Ctrl+T and go straight \
        to the one you need.
        """)

    private static let turningPages = Chapter("Turning Pages", """
        Turning a page should take no thought at all, so Recto lets you do it in whichever way your hands are \
        already placed: on the keyboard, on the mouse, on a touchpad or on the screen itself.

        ## From the keyboard

        The Right arrow moves to the next page and the Left arrow to the previous one. Page Down and Page Up \
        do the same, which is handy on keyboards where those keys sit under the right hand, and so does the \
        space bar, which always moves forward. Home takes you to the first page of the book and End to the last.

        Right :: next page
        Left :: previous page
        Page Down :: next page
        Page Up :: previous page
        Space :: next page
        Home :: first page
        End :: last page

        Holding a key down turns pages one after another. Recto never skips a page it has not yet drawn while \
        you are holding a key: each page is shown, however briefly, so you can stop the moment you see what \
        you were looking for.

        ## With the mouse

        Roll the mouse wheel down to move forward and up to move back. You can also click on the page: a \
        click in the right third of the page turns forward, and a click in the left third turns back, much as \
        you would take hold of the edge of a paper page. A click in the middle third does nothing at all, so \
        you can click there to bring the window to the front without losing your place.

        ## On a touchpad or touchscreen

        Swipe with two fingers on a touchpad, or with one finger on a touchscreen, as if you were pushing the \
        page aside. Swiping towards the left brings in the next page from the right; swiping towards the right \
        brings back the previous one. A short, quick swipe is enough. A slow drag that stops halfway is taken \
        as a change of mind, and the page you were reading stays where it is.

        ## At the ends of the book

        On the last page, asking for the next one does nothing, and on the first page the same is true of the \
        previous one. Recto does not wrap around from the end of a book to its beginning, because arriving \
        unexpectedly at the cover is more confusing than helpful. To go back to the start, press Home.

        The page number is always shown under the page, next to the scrubber, which the next chapter describes. \
        If the book gives its pages names of its own, such as the small Roman numerals often used for a preface, \
        Recto shows that name alongside the plain count.
        """)

    private static let theScrubber = Chapter("The Scrubber", """
        Turning one page at a time is right for reading, but wrong for travelling. To get from page 12 to page \
        300, or to look for a chapter whose page you do not know, use the scrubber: the slim scale that runs \
        along the bottom of the window, under the page.

        ## Dragging

        The scale stands for the whole book, from the first page at its left end to the last at its right. \
        A small handle marks where you are. Take hold of the handle and drag it, and a preview of the page \
        under your pointer appears above the scale, with its number, while the page you were reading stays put. \
        The preview follows you as you move, so you can sweep through the book and watch the chapters go by.

        When you let go, Recto goes to the page that was in the preview. If you change your mind, drag the \
        handle back to where it started before you let go, and you are returned to the page you were reading.

        You do not have to drag. A single click anywhere on the scale goes straight to the page at that point, \
        which is the quickest way to reach "about two thirds of the way through".

        ## Why a preview

        The preview is there because page numbers are often not enough. You may remember a diagram, a \
        heading in large letters or the look of a page full of dialogue, but not which page it was on. Watching \
        small pictures of the pages slide past is how most people find such things in a paper book, by riffling \
        through it with a thumb, and the scrubber is meant to feel much the same.

        Previews are small and quick to draw. In a very long book, pages you pass over rapidly may appear a \
        moment after the number; the number always tells you exactly where the handle is.

        ## Going to a page by number

        When you do know the number, press Ctrl+L. A small box opens with the current page number already \
        selected; type the number you want and press Enter. A number larger than the book has pages takes \
        you to the last page, and Escape closes the box without going anywhere.

        If the book names its pages in its own way, you can type that name instead: "iv" for the fourth page \
        of a preface numbered in Roman numerals, for instance. Recto looks for a page with exactly that name \
        first, and only then treats what you typed as a plain count from the beginning.

        ## Keeping the keyboard and the scrubber in step

        The scrubber always shows where you are, however you got there. Turn a page with the arrow keys, go to \
        a chapter from the contents or jump with Ctrl+L, and the handle moves to match. Together with the page \
        number beside it, it gives you a constant, quiet sense of how much of the book lies behind you and how \
        much is still ahead.
        """)

    private static let zoom = Chapter("Zoom", """
        When Recto opens a book it makes each page as large as it can while still fitting the whole page in the \
        window. For most books on most screens that is the right size, and you never need to change it. But \
        small print, a detailed map or a page of footnotes sometimes needs a closer look, and a very large \
        window can make a page larger than is comfortable.

        ## Larger and smaller

        Ctrl+plus makes the page larger and Ctrl+minus makes it smaller, one step at a time. Ctrl+0 returns \
        to the starting size, with the whole page fitting in the window again.

        Ctrl+plus :: zoom in
        Ctrl+minus :: zoom out
        Ctrl+0 :: fit the whole page in the window

        With a mouse, hold Ctrl and roll the wheel; on a touchpad or touchscreen, pinch with two fingers. These \
        gestures zoom towards the point under your pointer or between your fingers, so the detail you were \
        looking at stays in view rather than sliding off to one side.

        ## Moving around a large page

        Once the page is larger than the window, you can move across it by dragging it, by scrolling, or with \
        the arrow keys. Scrolling moves across the page first; when you reach the edge of the page, a further \
        turn of the wheel or press of a key turns to the next or previous page, which then appears at the same \
        size. That way you can read a whole book at a magnified size without zooming again on every page.

        ## Sharp text at every size

        A PDF describes its pages as shapes and letters, not as pictures, so Recto can draw them sharply at any \
        size. When you zoom, the page first grows from the picture already on the screen, which can look soft \
        for a moment, and is then drawn again at the new size. The sharp version replaces the soft one as soon \
        as it is ready, usually before you notice. On a screen with a high pixel density, pages are drawn at \
        the screen's full resolution.

        ## What zoom does not change

        Zooming changes only how large the page appears in the window. It does not change the book, the page \
        you are on, or the way the pages are laid out; the text does not reflow as it would on a web page, \
        because a PDF fixes where every word goes. If the lines of a book are too long to read comfortably at \
        the size you need, try a two-page spread with a narrower window, or read a column at a time by zooming \
        in and scrolling down the page.
        """)

    private static let spreads = Chapter("Two-Page Spreads and Reading Direction", """
        A printed book is read two pages at a time. The left-hand page is called the verso, and the right-hand \
        page the recto, which is where this reader takes its name. Many books are designed with that pair in \
        mind: a picture that crosses the fold, a table that continues on the facing page, or simply the pleasant \
        rhythm of a left and a right.

        ## Showing two pages

        Choose Two Pages from the menu in the header bar to see the book as a spread: two pages side by side, \
        like an open book. Choose Single Page to return to one page at a time. Recto remembers your choice for \
        each book, because a picture book may want spreads while a novel read on a narrow laptop may not.

        In a spread the first page of the book stands alone on the right, as the cover of a real book does, and \
        after it pages 2 and 3 face each other, then 4 and 5, and so on. That is why, in a well-made book, every \
        odd-numbered page is a recto, and why books so often begin their chapters on one.

        Turning a page in a spread moves by two pages. The scrubber, the page number and Ctrl+L still count \
        single pages, so going to page 7 shows the spread that contains it.

        ## Reading direction

        Most books in English and other Western languages are read from left to right, and that is how Recto \
        lays out pages unless you say otherwise. Books in Arabic, Hebrew or Persian, and Japanese manga, are \
        read from right to left: the spine is on the right, and each new page lies to the left of the one before.

        Choose Right to Left from the menu to read such a book. In a spread, the earlier page then sits on the \
        right and the later page on the left. Turning follows the pages as you see them: the left arrow key, a \
        click in the left third and a swipe towards the right all go to the page on the left, which in a \
        right-to-left book is the next one. The scrubber is reversed too, with the start of the book at its \
        right end.

        The reading direction is remembered for each book, along with the layout. Many PDFs state their own \
        direction, and when one does, Recto starts with that and you never need to choose.

        ## Spreads and zoom

        In a spread, zoom applies to both pages together, and Ctrl+0 makes the pair fit the window. When the \
        window is tall and narrow, two pages may end up rather small; a single page usually reads better there. \
        Recto does not switch between the two for you, because a layout that changes by itself when a window \
        is resized is more surprising than useful.
        """)
}
