/// The words that tell whether a title or a method name says what an action does.
enum ActionVerbs {
    /// Verbs that start a button's title or an action method's name ("Sign In", "Mark as Read",
    /// `deleteAccount`). A title that starts with one is a name as it stands; one that does not
    /// ("Network", "Settings") names the thing acted on, and needs a verb from what the action does.
    static let verbs: Set<String> = [
        "accept", "activate", "add", "allow", "apply", "approve", "archive", "ask", "attach", "authenticate", "authorize",
        "back", "backup", "ban", "block", "book", "bookmark", "boost", "browse", "buy", "calculate", "call", "cancel",
        "capture", "change", "check", "choose", "clean", "clear", "click", "clone", "close", "collapse", "compose",
        "configure", "confirm", "connect", "contact", "continue", "convert", "copy", "create", "crop", "deactivate",
        "declare", "decline", "decode", "decrease", "decrement", "decrypt", "dequeue", "delete", "deny", "deselect", "detach", "disable", "discard",
        "disconnect", "dismiss", "display", "donate", "download", "drop", "duplicate", "edit", "eject", "email", "empty",
        "enable", "encode", "encrypt", "end", "enqueue", "enter", "erase", "exit", "expand", "export", "favorite", "fetch", "fill", "filter",
        "find", "finish", "fix", "flag", "follow", "force", "forget", "format", "forward", "generate", "get", "go", "grant",
        "hide", "highlight", "ignore", "import", "include", "exclude", "increase", "increment", "insert", "install",
        "invite", "join", "jump", "keep", "kick", "launch", "leave", "like", "link", "list", "load", "lock", "log",
        "login", "logout", "manage", "mark", "maximize", "merge", "minimize", "migrate", "move", "mute", "navigate",
        "next", "notify", "open", "order", "pair", "paste", "pause", "pay", "pick", "pin", "play", "post", "prefetch", "preload", "prepare", "preselect", "preview",
        "print", "publish", "pull", "purchase", "push", "quit", "quote", "rate", "react", "read", "rebuild", "receive",
        "record", "redeem", "redo", "refresh", "register", "reject", "reload", "remind", "remove", "rename", "reopen",
        "reorder", "repeat", "replace", "reply", "report", "repost", "request", "reset", "resend", "resize", "resolve",
        "restart", "restore", "resume", "retry", "return", "reveal", "revert", "revoke", "rewind", "run", "save", "scan",
        "schedule", "scroll", "search", "see", "select", "send", "set", "setup", "share", "show", "shuffle", "sign",
        "skip", "snooze", "sort", "split", "star", "start", "stop", "submit", "subscribe", "suggest", "swap", "switch",
        "sync", "take", "tap", "test", "toggle", "track", "transfer", "translate", "trash", "trust", "try", "turn", "undo",
        "unarchive", "unban", "unblock", "unfollow", "uninstall", "unlink", "unlock", "unmute", "unpin", "unpublish",
        "unread", "unstar", "unsubscribe", "unzip", "update", "upgrade", "upload", "use", "validate", "verify", "view",
        "visit", "vote", "wake", "watch", "wipe", "write", "zap", "zip", "zoom",
    ]

    /// Titles that acknowledge rather than name an action ("OK", "Yes", "Done"): a method named
    /// after them says nothing, so what the action calls names it instead.
    static let acknowledgements: Set<String> = [
        "ok", "okay", "yes", "no", "done", "gotIt", "sure", "alright", "later", "notNow", "maybeLater", "next", "back",
        "previous", "continue", "proceed", "dismiss", "close", "cancel", "confirm", "allow", "accept", "agree", "understood",
        "go", "apply", "submit",
    ]

    /// Words that say nothing about the thing acted on.
    static let stopWords: Set<String> = ["a", "an", "the", "to", "of", "for", "in", "on", "at", "by", "with", "and", "or", "from", "as", "my", "your"]

    /// Whether a lower-camel-case name starts with a verb (`saveDraft`, `signIn`, `markAsRead`).
    static func startsWithVerb(_ name: String) -> Bool {
        guard let first = IdentifierWords.split(name).first else { return false }
        return verbs.contains(first.lowercased())
    }

    /// Whether the words of a title name something, rather than only link words or numbers:
    /// "To" or "#2" is no object.
    static func namesAThing(_ name: String) -> Bool {
        IdentifierWords.split(name).contains { word in
            word.count >= 3 && !stopWords.contains(word.lowercased()) && word.contains(where: \.isLetter)
        }
    }

    /// Closure-property names that are a kind of callback, not what it does (`actionHandler`,
    /// `completion`, `onSelection`): an action calling one is named after something else.
    static func isCallbackNoun(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["handler", "callback", "completion", "block", "action", "closure", "delegate"].contains { lowered.hasSuffix($0) }
    }

    /// `entries` → `Entry`, `networks` → `Network`, `addresses` → `Address`: the one thing a
    /// collection holds, for a method that adds or removes one. Names that do not end in a plural
    /// come back as they are.
    static func singular(_ noun: String) -> String {
        if noun.hasSuffix("ies"), noun.count > 4 { return String(noun.dropLast(3)) + "y" }
        if noun.hasSuffix("sses") || noun.hasSuffix("xes") || noun.hasSuffix("ches") || noun.hasSuffix("shes") { return String(noun.dropLast(2)) }
        if noun.hasSuffix("s"), !noun.hasSuffix("ss"), !noun.hasSuffix("us"), noun.count > 3 { return String(noun.dropLast()) }
        return noun
    }
}
