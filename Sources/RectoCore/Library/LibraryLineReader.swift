import Foundation

/// Reads newline-ended lines from a file descriptor, with a limit on line length and, optionally, a time
/// limit on waiting (`poll`). The two ends of the metadata helper's channel use it.
struct LibraryLineReader {
    /// What a read gave.
    enum Outcome: Equatable {
        /// A line, without its newline.
        case line([UInt8])
        /// The other end closed (or the descriptor failed) before a whole line came.
        case closed
        /// Nothing came in time.
        case timedOut
        /// A line longer than the limit: the other end is not speaking the protocol.
        case tooLong
    }

    let descriptor: Int32
    let maximumLength: Int
    private var buffer: [UInt8] = []

    init(descriptor: Int32, maximumLength: Int = LibraryMetadataWire.maximumLineLength) {
        self.descriptor = descriptor
        self.maximumLength = maximumLength
    }

    /// The next line; waits at most `timeout` seconds for more bytes each time (`nil`: as long as it takes).
    mutating func next(timeout: Double? = nil) -> Outcome {
        let deadline = timeout.map { DispatchTime.now().uptimeNanoseconds + UInt64(max(0, $0) * 1e9) }
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            if buffer.count > maximumLength { return .tooLong }
            if let limit = deadline {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < limit else { return .timedOut }
                var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let milliseconds = Int32(min(Int(Int32.max), Int((limit - now) / 1_000_000) + 1))
                let ready = poll(&watched, 1, milliseconds)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return .closed
                }
                if ready == 0 { continue }
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .closed
            }
            if count == 0 { return .closed }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}

/// Writes all of `bytes` to `descriptor`; false when the other end is gone. `MSG_NOSIGNAL` where the
/// descriptor is a socket, so a helper that died never raises SIGPIPE in Recto.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let count = bytes[offset...].withUnsafeBytes { raw -> Int in
            let sent = send(descriptor, raw.baseAddress!, raw.count, Int32(MSG_NOSIGNAL))
            if sent < 0 && errno == ENOTSOCK { return write(descriptor, raw.baseAddress!, raw.count) }
            return sent
        }
        if count < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += count
    }
    return true
}
