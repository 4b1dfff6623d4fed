/// Splits identifiers into words, for names rules derive from other names.
enum IdentifierWords {
    /// `filterSection` → ["filter", "Section"]; `URLRow` → ["URL", "Row"]; `row2` → ["row2"].
    static func split(_ identifier: String) -> [String] {
        let characters = Array(identifier.drop { $0 == "_" })
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last?.isUppercase == false || next?.isLowercase == true)
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

extension IdentifierWords {
    /// Whether a section heading (`// MARK: - Drag Handle`) names a member (`dragHandle`): every
    /// word of the name is a word of the heading.
    static func heading(_ heading: String, names name: String) -> Bool {
        let headingWords = Set(heading.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
        return split(name).allSatisfy { headingWords.contains($0.lowercased()) }
    }
}
