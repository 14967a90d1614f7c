// Book II of the guide. Markup is described on `Book.Chapter.init`.
extension Book {
    static let findingYourWayChapters: [Chapter] = [contents, notes, library, shortcuts, whereThingsAre]

    private static let contents = Chapter("Contents", """
        A long book is easier to travel through when you can see its shape. The contents show that shape: the \
        parts of the book, the chapters in each part, and the page on which each chapter begins.

        ## Opening the contents

        Press the Contents button at the left of the header bar, or press Ctrl+T, and a panel slides in beside \
        the page. Parts appear as small headings, with their chapters listed underneath and each chapter's page \
        number at the right. Click a chapter, or move to it with the arrow keys and press Enter, and Recto goes \
        to its first page. Press Ctrl+T or Escape again to put the panel away.

        The chapter you are reading is marked in the list, so opening the contents also tells you where you \
        are. In a long list, the panel opens already scrolled to that chapter.

        ## Where the contents come from

        Most PDFs made by a word processor or a typesetting program carry their own table of contents, \
        sometimes called an outline or bookmarks. When a book has one, Recto shows it as it is, with nothing \
        added and nothing taken away.

        Some books have none. Scanned books rarely do, and neither do many older files. For those, Recto looks \
        beside the PDF for a small companion file, a sidecar, with the same name but ending in .toc.plist \
        instead of .pdf. If the book is called voyage.pdf, the sidecar is voyage.toc.plist in the same folder.

        ## Writing a sidecar

        A sidecar is a property list: a plain text file in XML that you can write with any text editor. At its \
        top is a list of parts. Each part has a title and a set of chapters, and each chapter is written as the \
        number of its first page, counting from zero, followed by its title. A book with one part and two \
        chapters, starting on the second and the ninth pages, looks like this:

        | <?xml version="1.0" encoding="UTF-8"?>
        | <plist version="1.0">
        | <array>
        |   <dict>
        |     <key>title</key>
        |     <string>BOOK I</string>
        |     <key>chapters</key>
        |     <dict>
        |       <key>1</key> <string>The Crossing</string>
        |       <key>8</key> <string>The Harbour</string>
        |     </dict>
        |   </dict>
        | </array>
        | </plist>

        This guide is an example. Its PDF deliberately has no outline of its own, and its contents come from \
        the file sample-book.toc.plist that sits beside it. Open the contents now and you will see the two \
        parts and ten chapters that file describes.

        If a sidecar cannot be read, because a tag is missing or a page number is not a number, Recto shows the \
        book without contents rather than half a list, and leaves the sidecar untouched so that you can fix it.
        """)

    private static let notes = Chapter("Notes", """
        Readers have always written in the margins. Recto lets you do the same without marking the book \
        itself: a note belongs to a page, and it is kept by Recto, not inside the PDF.

        ## Writing a note

        Press the Notes button in the header bar to open the notes for the page you are reading, and type. \
        There is no Save button, because there is nothing to forget: the note is kept as you write it. A note \
        can be a single word, a question to come back to, or a few paragraphs of your own thoughts about the \
        chapter. A page that has a note shows a small mark beside the page number, so you notice it when you \
        pass that way again.

        To change a note, open it and edit it. To remove a note, delete all of its text; an empty note is no \
        note at all, and the mark disappears.

        ## Finding your notes again

        The notes panel also lists every note in the book, in page order, with the first line of each and the \
        page it belongs to. Click one to go to its page. This is often the quickest way back to a passage you \
        cared about, quicker than the contents and much quicker than leafing through the book.

        ## Notes and the book file

        Because notes are not written into the PDF, a book that you share with someone else does not carry \
        your notes with it, and a book that is read-only, or stored on a disk you cannot write to, can still be \
        annotated. Your notes follow the book rather than its file name: rename the PDF or move it to another \
        folder and its notes are still there the next time you open it.

        The other side of this is that notes stay on the computer where you wrote them. If you want to keep \
        them safe, include Recto's data in your backups; the last chapter of this guide says where it is.

        ## A few suggestions

        Notes work best when they are short and specific. "Compare with the map on page 40" is more useful a \
        month later than a long summary. When you study a book, try writing one question on the first page \
        of each chapter before you read it, and the answer on the last page after you have. When you finish \
        the book, the notes list reads like a small guide of your own.

        Because the notes are plain text, they hold no pictures and no formatting. That is deliberate. Notes \
        in Recto are meant to be quick to write and quick to read, and to survive for as long as you keep the \
        book.
        """)

    private static let library = Chapter("The Library", """
        You can open any PDF from anywhere on your computer, but the books you come back to deserve a shelf \
        of their own. The library is that shelf: one list of the books you keep, always a click away.

        ## Seeing the library

        The Library button in the header bar shows the library in place of the page; pressing it again, or \
        opening a book, returns to reading. Books are listed by title, in alphabetical order, with the title \
        taken from the book itself when it has one and from its file name when it does not. The page you last \
        reached in each book is shown beneath its title.

        In a long library, a column of letters runs down the right-hand edge of the list. Click a letter, or \
        drag along the column, to jump to the books whose titles begin with it, in the way a thumb index lets \
        you open a dictionary at the right letter.

        ## Adding books

        Press the Add button at the top of the library and choose one or more PDFs, or drag them from your \
        file manager and drop them onto the list. Recto copies each book into the library folder, so the \
        original can be moved or deleted afterwards without the library losing its copy. A book that is \
        already in the library is not copied twice.

        You can also put PDFs into the library folder yourself, with your file manager or a script. Recto \
        notices new files in the folder and adds them to the list the next time the library is shown.

        ## Removing books

        To remove a book, right-click it, or press and hold it on a touchscreen, and choose Remove. Recto asks \
        before it does anything, because removing a book from the library deletes the library's copy of the \
        file. Your notes and your place in the book are kept for a while afterwards, so if you add the same book \
        again, you find things as you left them.

        ## Choosing where the library lives

        The library is an ordinary folder. By default it is a folder called Library inside Recto's data \
        folder, but in Preferences you can choose any other folder instead, such as one you already keep your \
        books in, or one that is synchronised between your computers. Recto then lists the books in that folder.

        The sample book you are reading is placed in the library the first time Recto starts, so the library is \
        never entirely empty. Once you have books of your own you can remove it; you will not hurt its feelings.
        """)

    private static let shortcuts = Chapter("Keyboard Shortcuts", """
        Everything in Recto can be done with the mouse, but most things are quicker from the keyboard. This \
        chapter gathers the shortcuts from the rest of the guide in one place, so you can find them again.

        ## Turning pages

        Right, Page Down :: next page
        Left, Page Up :: previous page
        Space :: next page
        Home :: first page of the book
        End :: last page of the book

        In a book read from right to left, the Left and Right arrows follow the pages as they lie on the screen, \
        as described in the chapter on spreads.

        ## Moving through the book

        Ctrl+L :: go to a page by number or name
        Ctrl+T :: show or hide the contents
        Enter :: go to the chosen chapter in the contents
        Escape :: close the contents or the page box

        ## Zoom

        Ctrl+plus :: larger
        Ctrl+minus :: smaller
        Ctrl+0 :: fit the whole page in the window
        Ctrl+wheel :: larger or smaller, towards the pointer

        ## Books and windows

        Ctrl+O :: open a PDF
        Ctrl+W :: close the window
        Ctrl+Q :: quit Recto

        ## Notes on keys

        The plus key is the one on the main keyboard or on the number pad; with many keyboard layouts, the \
        key marked = works too, so you do not have to hold Shift. Ctrl+0 is the zero on the main keyboard.

        Shortcuts that turn pages work whenever the page has the keyboard's attention. When you are typing a \
        note or a page number, the arrow keys move the cursor within the text instead, as you would expect; \
        press Escape, or click on the page, to give the keyboard back to the book.

        ## A short exercise

        If you are reading this in Recto, try the shortcuts now. Press Home to go to the cover and End to come \
        back to the last page. Press Ctrl+T and choose this chapter again from the contents. Press Ctrl+L, type \
        3 and press Enter to see the first chapter's opening page, then use the Right arrow to walk forward a \
        few pages, and Ctrl+plus and Ctrl+0 to look closely at one and step back again. A minute of practice is \
        usually enough for the keys to become habit.
        """)

    private static let whereThingsAre = Chapter("Where Recto Keeps Your Things", """
        Recto keeps what it knows about your reading in a few ordinary folders, placed by the XDG Base \
        Directory rules that most Linux programs share. You never need to look inside them, but it is good to \
        know what is there, so that you can back it up, move it to a new computer or, if you wish, remove it.

        ## Your books

        | $XDG_DATA_HOME/recto/Library
        | usually ~/.local/share/recto/Library

        This is the library folder, unless you chose another one in Preferences. It holds the PDFs themselves. \
        It is the only one of Recto's folders that holds anything you could not recreate, and it is the one \
        most worth including in a backup.

        ## Your place and your notes

        | $XDG_STATE_HOME/recto
        | usually ~/.local/state/recto

        The state folder remembers things about each book: the page you reached, the layout and reading \
        direction you chose, and your notes. Each book is recorded under an identifier taken from the PDF, so \
        this information follows the book when its file is renamed or moved. Back this folder up too if your \
        notes matter to you.

        ## Things that can be made again

        | $XDG_CACHE_HOME/recto
        | usually ~/.cache/recto

        The cache holds small pictures of pages for the library and the scrubber, so that they appear at once \
        next time. Everything in it can be thrown away safely; Recto will make it again when it is needed.

        ## Inside a Flatpak

        If you installed Recto as a Flatpak, the same three folders live in its own corner of your home \
        directory, under ~/.var/app/io.github.rectoreader.Recto/.

        ## How Recto writes its files

        Recto never writes over a file in place. It writes the new version to a temporary file in the same \
        folder, makes sure it has reached the disk, and then puts it where the old one was in a single step. If \
        the power fails halfway through, you are left with either the old version or the new one, never a \
        mixture of the two.

        If Recto ever finds one of its own files that it cannot read, it does not quietly replace it. It renames \
        the file with .corrupt at the end and starts afresh, so that nothing is lost and the damaged file can \
        still be examined or repaired by hand.

        ## The end of the guide

        That is all there is to know. Close this book whenever you like: Recto will remember this page, and \
        the next time you open it you will find yourself here, at the end, with the whole guide behind you.
        """)
}
