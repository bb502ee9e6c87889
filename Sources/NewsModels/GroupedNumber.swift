/// Whole numbers as people read them: thousands parted by commas (`422,637`).
public enum GroupedNumber {
    /// `value` with its thousands parted by commas.
    public static func text(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
