/// Keys of the request headers the settings screen sends; a file named like the view above.
enum RequestHeaderKey {
    static let accept = "Accept"
}
