import CZlib
import Foundation

/// Gzip-compresses bodies for the fake's feeds (`Content-Encoding: gzip`); the only file of the
/// fake that talks to zlib.
enum GzipBody {
    /// `data` as a gzip member, or nil when zlib fails.
    static func compress(_ data: Data) -> Data? {
        var stream = z_stream()
        // 15 window bits, plus 16 for a gzip header and trailer instead of zlib's.
        guard
            deflateInit2_(
                &stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
                == Z_OK
        else {
            return nil
        }
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 64)
        let status = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = uInt(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = uInt(outputBuffer.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Data(output.prefix(Int(stream.total_out)))
    }

    /// A small gzip body that unpacks to `size` zero bytes: a gzip bomb.
    static func bomb(unpackedSize size: Int) -> Data {
        compress(Data(count: size)) ?? Data()
    }
}
