import Foundation
import NewsModels

/// An enclosure in words for the article view: `audio/mpeg · 24.1 MB · 31:04 · URL`.
enum EnclosureText {
    /// Its type, size and length where the feed gave them, then its address, which `browse` or a
    /// terminal's link opening reaches.
    static func line(_ enclosure: Enclosure) -> String {
        var parts: [String] = []
        if let type = enclosure.type { parts.append(type) }
        if let length = enclosure.length { parts.append(size(length)) }
        if let duration = enclosure.duration { parts.append(clock(duration)) }
        parts.append(enclosure.url)
        return parts.joined(separator: " · ")
    }

    /// `812 KB`, `24.1 MB`, `1.2 GB` (decimal units, as players show them).
    static func size(_ bytes: Int64) -> String {
        let value = Double(bytes)
        if value >= 1e9 { return String(format: "%.1f GB", value / 1e9) }
        if value >= 1e6 { return String(format: "%.1f MB", value / 1e6) }
        return "\(max(1, Int((value / 1e3).rounded()))) KB"
    }

    /// `31:04`, `1:02:07`.
    static func clock(_ seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        let rest = seconds % 60
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }
}
