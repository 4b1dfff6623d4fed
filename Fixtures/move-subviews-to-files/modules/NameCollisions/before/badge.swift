/// Lower case on purpose: on macOS's case-insensitive file system it is the same file as `Badge.swift`.
enum BadgeStyle {
    case round
}
