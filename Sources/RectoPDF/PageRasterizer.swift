import CPoppler
import Foundation
import GObjectSupport
import RectoCore

/// Renders one poppler page into pixels. Runs only on the document's own queue.
enum PageRasterizer {
    /// The most pixels one page may take (a 16-megapixel image is 64 MiB); bigger renders are scaled down
    /// and the picture scales them back up, so a poster-sized page cannot exhaust memory.
    static let maximumPixels = 4096.0 * 4096.0

    /// Test-only: `RECTO_TEST_SLOW_PAGE=N` makes page N (zero-based) take `slowPageSeconds` to draw, on every
    /// document, as a page full of huge images would; the UI tests use it to check that a slow page does not
    /// hold the book.
    static let slowPage = ProcessInfo.processInfo.environment["RECTO_TEST_SLOW_PAGE"].flatMap { Int($0) }
    static let slowPageSeconds: UInt32 = 30

    /// `pictures` keeps the pages' picture areas between renders (Night needs them), `coverages` the pixels
    /// under their highlights.
    static func render(
        _ request: RenderRequest, in document: OpaquePointer, pictures: PictureAreaCache? = nil,
        coverages: HighlightCoverageCache? = nil
    ) -> PageImage? {
        if request.page == slowPage { sleep(slowPageSeconds) }
        // poppler logs a CRITICAL (fatal under G_DEBUG=fatal-criticals) for an index outside the book.
        guard request.page >= 0, request.page < Int(poppler_document_get_n_pages(document)),
              let page = poppler_document_get_page(document, Int32(request.page)) else { return nil }
        defer { g_object_unref(page.raw) }
        var fullWidth = 0.0, pointHeight = 0.0
        poppler_page_get_size(page, &fullWidth, &pointHeight)
        // Trimmed (#29), the picture is the crop alone: the part of the page shown, fitted as a page would be.
        let crop = PageImage.shownPart(of: request, pageSize: Size(width: fullWidth, height: pointHeight))
        let pointWidth = crop.width, shownHeight = crop.height
        let fitted = PageGeometry.displaySize(
            page: Size(width: pointWidth, height: shownHeight),
            in: Size(width: Double(request.boxWidth), height: Double(request.boxHeight)))
        let pixels = PageGeometry.pixelSize(for: fitted, scaleFactor: 1, maximumPixels: maximumPixels)
        let width = Int32(pixels.width), height = Int32(pixels.height)

        // The page is drawn straight into the memory the page surface will paint from: no copy on either side.
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
        guard stride > 0, let buffer = PixelBuffer(count: Int(stride) * Int(height)) else { return nil }
        let surface = cairo_image_surface_create_for_data(
            buffer.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, stride)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let mode = request.style.colourMode
        let known = mode == .night ? pictures?.known(request.page) : nil
        // A page's first Night render watches for pictures as it draws, so that a page without any (most pages
        // of most books) needs no second pass to find them.
        let witness = mode == .night && known == nil ? surface.flatMap { PictureWitness(target: $0) } : nil
        let cr = cairo_create(witness?.surface ?? surface)
        witness?.context = cr
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let scaleX = pixels.width / pointWidth, scaleY = pixels.height / shownHeight
        cairo_scale(cr, scaleX, scaleY)
        cairo_translate(cr, -crop.x, -crop.y)
        poppler_page_render(page, cr)
        let drewPictures = witness?.sawPicture ?? true
        cairo_destroy(cr)
        witness?.context = nil  // also keeps the witness alive while its observer was drawn on
        // Into the image itself (the context's target is the witness's observer on a first Night render).
        // Highlights are in PDF space (y up): moved left by the crop, and measured from the crop's top.
        let highlights = crop.x == 0
            ? request.style.highlights : request.style.highlights.map { $0.movedLeft(by: crop.x) }
        HighlightPainter.paint(highlights, into: surface, pageHeight: pointHeight - crop.y, scaleX: scaleX,
                               scaleY: scaleY, coverages: coverages)
        var areas = known ?? []
        if mode == .night, known == nil {
            if drewPictures {
                pictures?.countMapping()
                areas = PageRecolouring.keptPictureAreas(of: page)
            }
            pictures?.store(areas, for: request.page)
        }
        let shownAreas = crop.x == 0 && crop.y == 0 ? areas : areas.map {
            PictureAreaCache.Area(x1: $0.x1 - crop.x, y1: $0.y1 - crop.y, x2: $0.x2 - crop.x, y2: $0.y2 - crop.y)
        }
        PageRecolouring.apply(mode, to: surface, pictures: shownAreas, scaleX: scaleX, scaleY: scaleY)
        cairo_surface_flush(surface)

        return PageImage(request: request, width: Int(width), height: Int(height), stride: Int(stride), buffer: buffer,
                         shown: request.style.trim == nil ? nil : crop,
                         pageSize: Size(width: fullWidth, height: pointHeight))
    }
}
