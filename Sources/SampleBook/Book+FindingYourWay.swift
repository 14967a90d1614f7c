// Book II of the guide. Markup is described on `Book.Chapter.init`.
extension Book {
    static let findingYourWayChapters: [Chapter] = [contents, notes, library, shortcuts, whereThingsAre]

    private static let contents = Chapter("Contents", """
        A long book is easier to travel through when you can see its shape, and the contents show it: the parts \
        of the book, their chapters, and the page on which each begins.

        ## Opening the contents

        Press the Contents button at the left of the header bar, or press Ctrl+T. The button is hidden on the \
        cover and appears from the second page on. The page turns over to the contents page: the book's title, \
        then its parts and chapters, each part in a column of its own in a wide window, and all in one list in \
        a narrow one.

        The chapter you are reading is marked, so opening the contents also tells you where you are. Click a \
        chapter, or move to it with the arrow keys and press Enter, and the page turns back to show the \
        chapter's first page; typing the first letters of a title moves to it too. Escape, or Contents again, \
        turns back to the page you were reading.

        ## Where the contents come from

        First, Recto looks beside the PDF for a companion file, a sidecar, with the same name but ending in \
        .toc.plist: for voyage.pdf, it is voyage.toc.plist. For a book in a folder you cannot write to, the \
        sidecar is kept in Recto's data folder instead. Without a sidecar, Recto shows the outline that many \
        PDFs carry inside them. With neither, the page says No Contents, with buttons to add a chapter or to \
        import contents.

        ## Editing the contents

        The buttons above the list edit it. Add Chapter Here starts a new chapter on the page you were \
        reading and asks for its title. Rename (or F2) and Delete (or the Delete key) act on the chosen \
        chapter, Add Part starts a new part, and Import Contents… adds parts read from property list files, \
        usually one file for each part. Every change is saved in the sidecar, and a message at the bottom \
        of the window offers to undo it.

        ## Writing a sidecar

        A sidecar is a plain XML property list: parts, each with a title and chapters, each chapter written as \
        its first page, counting from zero, and its title. Chapters on the second and ninth pages look like this:

        | <?xml version="1.0" encoding="UTF-8"?>
        | <plist version="1.0">
        | <array>
        |   <dict>
        |     <key>title</key> <string>BOOK I</string>
        |     <key>chapters</key>
        |     <dict>
        |       <key>1</key> <string>The Crossing</string>
        |       <key>8</key> <string>The Harbour</string>
        |     </dict>
        |   </dict>
        | </array>
        | </plist>

        This guide's own contents come from sample-book.toc.plist, beside it. Entries Recto cannot use, such \
        as a page past the end of the book, are skipped, and a message says what was ignored; a file that is \
        not a contents list at all is left as it is, and a message says so.
        """)

    private static let notes = Chapter("Notes", """
        Readers have always written in the margins. Recto lets you keep notes of your own on each book without \
        marking the book itself: your notes belong to the book, and they are kept by Recto, not inside the PDF.

        ## Adding and removing notes

        Each book has its own notes, and the book you have open shows its own. Press Add Note and write what \
        you want to keep: a single word, a question to come back to, or a few lines of your own thoughts about \
        a chapter. A note you no longer want can be deleted, and a message at the bottom of the window offers \
        to undo the deletion, so a slip of the hand costs nothing.

        ## Finding your notes again

        The notes are listed in alphabetical order, under a heading for each letter, like the index at the back \
        of a book. A jump index of letters takes you straight to the notes filed under any letter, the way a \
        thumb index lets you open a dictionary at the right page.

        An alphabetical list rewards a little care in the first word of a note. Begin a note with the word you \
        will look for later, a name, a place or a subject, and it will be waiting under that letter. Notes on \
        the same subject then gather together, however far apart in the book you wrote them.

        ## Notes and the book file

        Because notes are not written into the PDF, a book that you share with someone else does not carry \
        your notes with it, and a book that is read-only, or stored on a disk you cannot write to, can still \
        have notes. The PDF stays exactly as it was.

        The other side of this is that notes stay on the computer where you wrote them. They are kept in \
        Recto's data folder, in a folder called notes. If you want to keep them safe, include that folder in \
        your backups; the last chapter of this guide says where it is.

        ## A few suggestions

        Notes work best when they are short and specific. "Harbour: compare with the map in chapter 2" is more \
        useful a month later than a long summary. When you study a book, try writing one question for each \
        chapter before you read it, and the answer after you have. When you finish the book, the list of notes \
        reads like a small index of your own.

        Notes in Recto are meant to be quick to write and quick to read, and to last for as long as you keep \
        the book. A few well-chosen words are often all it takes to bring a whole chapter back to mind.
        """)

    private static let library = Chapter("The Library", """
        You can open any PDF from anywhere on your computer, but the books you come back to deserve a shelf \
        of their own. The library is that shelf: one list of the books you keep, always close at hand.

        ## Seeing the library

        The library lives in a sidebar. Press F9 to show it, and F9 again to put it away. It lists \
        the PDF files in the library folder, which is a folder called Library inside Recto's data folder; the \
        last chapter of this guide says where that is on your computer. Choose a book in the list to read it.

        ## Adding books

        Adding a book to the library copies it into the library folder. The original stays where it was, \
        untouched, and can be moved or deleted afterwards without the library losing its copy. If the library \
        already holds a file with the same name, the copy is given a number instead of replacing it, so a \
        second "Book.pdf" arrives as "Book 2.pdf".

        Because Recto recognises a book by what is inside the file rather than by its name or folder, a copy in \
        the library opens at the page you had reached in the original.

        ## Removing books

        Deleting a book from the library moves its file to the trash, from where it can still be recovered, and \
        a message at the bottom of the window offers to undo the deletion at once. Nothing is thrown away for \
        good without your say.

        ## The library is a folder

        The library is nothing more than an ordinary folder of PDF files, and Recto follows it as it changes. \
        Put a PDF into the folder with your file manager, or with a script, and it appears in the list; move \
        one out or delete it, and it disappears. You do not need to tell Recto anything, and there is no \
        separate list to keep in order: the folder is the library.

        That also means the library is easy to keep safe. Back up the folder and you have backed up your \
        books; copy it to another computer and the same books are there.

        ## Books outside the library

        You do not have to put a book in the library to read it. Recto opens any PDF, wherever it is, and \
        remembers your place in it all the same. The library is simply the place for the books you want to \
        find again without searching for them, and for the ones you want to keep.
        """)

    private static let shortcuts = Chapter("Keyboard Shortcuts", """
        Everything in Recto can be done with the mouse, but most things are quicker from the keyboard. This \
        chapter gathers the shortcuts from the rest of the guide in one place. Ctrl+? shows them in a window of \
        their own.

        ## Turning pages

        Right :: next page (previous, right to left)
        Left :: previous page (next, right to left)
        Page Down, Space :: next page
        Page Up :: previous page
        Shift+Space :: previous page
        BackSpace :: previous page
        Home :: first page of the book
        End :: last page of the book

        ## Moving through the book

        Ctrl+L :: go to a page by number or name
        Ctrl+T :: open or close the contents
        Enter :: go to the chosen chapter
        F2 :: rename the chosen chapter
        Delete :: delete the chosen chapter
        Escape :: close the contents or the page box
        F9 :: show or hide the library

        ## Zoom and layout

        Ctrl+plus :: larger
        Ctrl+minus :: smaller
        Ctrl+0 :: fit the whole page in the window
        Ctrl+2 :: two-page spread on or off
        Ctrl+Shift+R :: right to left on or off

        ## Books and windows

        Ctrl+O :: open a PDF
        Ctrl+? :: show the keyboard shortcuts
        Ctrl+W :: close the window
        Ctrl+Q :: quit Recto

        ## Notes on keys

        The plus key is the one on the main keyboard or on the number pad; the key marked = works too, so you \
        do not have to hold Shift. Ctrl+0 is the zero on the main keyboard or the number pad.

        Shortcuts that turn pages work whenever the page has the keyboard's attention. When you are typing a \
        page number, the arrow keys move the cursor within the text instead, as you would expect; press \
        Escape, or click on the page, to give the keyboard back to the book.

        ## A short exercise

        If you are reading this in Recto, try the shortcuts now. Press Home to go to the cover and End to come \
        back to the last page. Press Ctrl+T and choose this chapter again from the contents. Press Ctrl+L, type \
        3 and press Enter to see the first chapter's opening page, then use the Right arrow to walk forward a \
        few pages, and Ctrl+plus and Ctrl+0 to look closely at one and step back again.
        """)

    private static let whereThingsAre = Chapter("Where Recto Keeps Your Things", """
        Recto keeps what it knows about your reading in a few ordinary folders, placed by the XDG Base \
        Directory rules that most Linux programs share. You never need to look inside them, but it is good to \
        know what is there, so that you can back it up, move it to a new computer or, if you wish, remove it.

        ## Your books, notes and contents

        | $XDG_DATA_HOME/recto
        | usually ~/.local/share/recto

        The data folder holds three folders. The one called Library holds the books in your library, the PDFs \
        themselves; it is the one most worth including in a backup. The one called notes holds the notes you \
        write. The one called contents holds the contents of books whose own folder Recto cannot write to.

        ## Your place in each book

        | $XDG_STATE_HOME/recto/books
        | usually ~/.local/state/recto/books

        This folder holds one small file for each book you have opened, recording the page you reached. Each \
        is named after the book's permanent identifier or fingerprint, so your place follows the book when its \
        file is renamed or moved.

        ## Your settings

        Whether you read in spreads, the reading direction and the size of the window are Recto's settings, \
        kept by the desktop's settings system rather than in a folder of Recto's own. They apply to every book.

        ## Inside a Flatpak

        If you installed Recto as a Flatpak, the same folders live in its own corner of your home directory, \
        under ~/.var/app/io.github.rectoreader.Recto/.

        ## How Recto writes its files

        When Recto saves your place, your notes or your contents, it never writes over the old file. It writes \
        the new version to a temporary file in the same folder, makes sure it has reached the disk, and then \
        puts it where the old one was in a single step. If the power fails halfway through, you are left with \
        either the old version or the new one, never a mixture of the two.

        If Recto ever finds that the file recording your place in a book cannot be read, it does not quietly \
        replace it. It renames the file with .corrupt at the end and starts afresh, so that nothing is lost and \
        the damaged file can still be examined or repaired by hand.

        ## The end of the guide

        That is all there is to know. Close this book whenever you like: Recto will remember this page, and \
        the next time you open it you will find yourself here, at the end, with the whole guide behind you.
        """)
}
