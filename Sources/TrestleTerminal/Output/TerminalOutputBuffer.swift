extension TerminalFrameRenderer {
    /// The bytes of one frame as they are written: a growable buffer without the uniqueness and
    /// capacity checks an array makes on every append (a full repaint appends one byte per cell).
    ///
    /// It owns its memory, so it is used by one writer and ended exactly once, by
    /// ``takeBytes()``.
    struct OutputBuffer {
        private var base: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        /// The number of bytes written.
        private(set) var count = 0

        init(capacity: Int) {
            self.capacity = max(64, capacity)
            base = .allocate(capacity: self.capacity)
        }

        /// Makes room for `extra` more bytes, so that as many ``appendUnchecked(_:)`` calls are safe.
        @inline(__always)
        mutating func reserve(_ extra: Int) {
            if count &+ extra > capacity { grow(toHold: count + extra) }
        }

        @inline(never)
        private mutating func grow(toHold needed: Int) {
            let newCapacity = max(needed, capacity * 2)
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }

        @inline(__always)
        mutating func append(_ byte: UInt8) {
            reserve(1)
            base[count] = byte
            count &+= 1
        }

        /// Appends `byte` where ``reserve(_:)`` has made room for it.
        @inline(__always)
        mutating func appendUnchecked(_ byte: UInt8) {
            base[count] = byte
            count &+= 1
        }

        /// Where the next byte goes: up to as many bytes as ``reserve(_:)`` made room for can be
        /// written there, then counted with ``didAppend(_:)``.
        var end: UnsafeMutablePointer<UInt8> { base + count }

        /// Counts `written` bytes written at ``end``.
        @inline(__always)
        mutating func didAppend(_ written: Int) {
            count &+= written
        }

        mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
            reserve(bytes.count)
            (base + count).initialize(from: source, count: bytes.count)
            count &+= bytes.count
        }

        mutating func append(contentsOf bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
        }

        mutating func append(utf8 text: String) {
            var text = text
            text.withUTF8 { append(contentsOf: $0) }
        }

        /// The bytes written, leaving the buffer unusable.
        mutating func takeBytes() -> [UInt8] {
            let bytes = Array(UnsafeBufferPointer(start: base, count: count))
            base.deallocate()
            capacity = 0
            count = 0
            return bytes
        }
    }
}
