/// The cache's form of a model entry: ``FileDeclarations`` as compact bytes, without its path
/// (the same bytes can live at another path) and with every field, so that a model built from
/// cached entries answers exactly as one built by parsing.
extension FileDeclarations {
    /// Writes every fact. `contentHash` is left out when `includesContentHash` is false: digests of
    /// what other files can read leave it out, since no rule reads another file's bytes.
    public func encode(to writer: inout ByteWriter, includesContentHash: Bool = true) {
        writer.write(UInt64(types.count))
        for type in types { type.encode(to: &writer) }
        writer.write(identifiers)
        writer.write(memberAccesses)
        writer.write(namesOutsideCalls)
        writer.write(UInt64(names.words.count))
        for word in names.words { writer.writeFixed(word) }
        writer.write(UInt64(callSites.count))
        for site in callSites { site.encode(to: &writer) }
        writer.write(structConformances)
        writer.write(UInt64(combineUses.count))
        for use in combineUses { use.encode(to: &writer) }
        // In name order: the bytes of equal entries are equal (they are digested).
        writer.write(UInt64(mentionsOutsideMainActor.count))
        for (type, names) in mentionsOutsideMainActor.sorted(by: { $0.key < $1.key }) {
            writer.write(type)
            writer.write(UInt64(names.words.count))
            for word in names.words { writer.writeFixed(word) }
        }
        writer.write(hasSyntaxErrors)
        if includesContentHash { writer.writeFixed(contentHash) }
    }

    /// Reads what ``encode(to:includesContentHash:)`` wrote (with the content hash), as the entry
    /// of the file at `path`.
    public static func decode(from reader: inout ByteReader, path: String) throws(ByteReader.Malformed) -> FileDeclarations {
        var entry = FileDeclarations(path: path)
        let typeCount = try reader.readCount()
        entry.types.reserveCapacity(typeCount)
        for _ in 0..<typeCount { entry.types.append(try TypeDeclaration.decode(from: &reader, file: path)) }
        entry.identifiers = Set(try reader.readStrings())
        entry.memberAccesses = Set(try reader.readStrings())
        entry.namesOutsideCalls = Set(try reader.readStrings())
        let wordCount = try reader.readCount()
        var words: [UInt64] = []
        words.reserveCapacity(wordCount)
        for _ in 0..<wordCount { words.append(try reader.readFixed()) }
        entry.names.words = words
        let siteCount = try reader.readCount()
        entry.callSites.reserveCapacity(siteCount)
        for _ in 0..<siteCount { entry.callSites.append(try InitializerCallSite.decode(from: &reader, file: path)) }
        entry.structConformances = Set(try reader.readStrings())
        let useCount = try reader.readCount()
        entry.combineUses.reserveCapacity(useCount)
        for _ in 0..<useCount { entry.combineUses.append(try CombineUse.decode(from: &reader, file: path)) }
        let mentionCount = try reader.readCount()
        entry.mentionsOutsideMainActor.reserveCapacity(mentionCount)
        for _ in 0..<mentionCount {
            let type = try reader.readString()
            let count = try reader.readCount()
            var filter = NameFilter()
            filter.words.reserveCapacity(count)
            for _ in 0..<count { filter.words.append(try reader.readFixed()) }
            entry.mentionsOutsideMainActor[type] = filter
        }
        entry.hasSyntaxErrors = try reader.readBool()
        entry.contentHash = try reader.readFixed()
        return entry
    }
}

extension TypeDeclaration {
    func encode(to writer: inout ByteWriter) {
        writer.write(qualifiedName)
        writer.write(kind.rawValue)
        writer.write(genericParameters)
        writer.write(attributes)
        writer.write(inheritedTypes)
        writer.write(isPrivate)
        writer.write(isPublic)
        writer.write(deinitReadsStoredProperties)
        writer.write(UInt64(properties.count))
        for property in properties {
            writer.write(property.name)
            writer.write(property.type)
            writer.write(property.wrapper)
            writer.write(property.wrapperArguments)
            writer.write(UInt64((property.isStatic ? 1 : 0) | (property.isComputed ? 2 : 0) | (property.isLet ? 4 : 0) | (property.isPrivate ? 8 : 0) | (property.isLazy ? 16 : 0) | (property.servesOnlyViewHelpers ? 32 : 0)
                | (property.observerAssignsItself ? 64 : 0)))
            writer.write(property.initialValue != nil)
            property.initialValue?.encode(to: &writer)
        }
        writer.write(UInt64(methods.count))
        for method in methods {
            writer.write(method.name)
            Parameter.encode(method.parameters, to: &writer)
            writer.write(method.returnType)
            writer.write(UInt64((method.isStatic ? 1 : 0) | (method.isAsync ? 2 : 0) | (method.isThrowing ? 4 : 0) | (method.isPrivate ? 8 : 0) | (method.isMutating ? 16 : 0) | (method.isGeneric ? 32 : 0)))
        }
        writer.write(UInt64(initializers.count))
        for initializer in initializers {
            Parameter.encode(initializer.parameters, to: &writer)
            writer.write(UInt64((initializer.isAsync ? 1 : 0) | (initializer.isThrowing ? 2 : 0) | (initializer.isFailable ? 4 : 0) | (initializer.isPrivate ? 8 : 0) | (initializer.startsWork ? 16 : 0)))
            writer.write(initializer.firstCall)
        }
        writer.write(UInt64(nestedTypes.count))
        for nested in nestedTypes {
            writer.write(nested.name)
            writer.write(nested.isPrivate)
        }
        writer.write(caseNames)
        writer.write(aliasedType)
        writer.write(UInt64(memberOrder.count))
        for slot in memberOrder {
            switch slot {
            case let .property(index): writer.write(UInt64(index) << 3 | 0)
            case let .method(index): writer.write(UInt64(index) << 3 | 1)
            case let .initializer(index): writer.write(UInt64(index) << 3 | 2)
            case let .nestedType(index): writer.write(UInt64(index) << 3 | 3)
            case .subscript: writer.write(UInt64(4))
            case .runBreak: writer.write(UInt64(5))
            }
        }
        writer.write(UInt64(soleReaders.count))
        for soleReader in soleReaders {
            writer.write(UInt64(soleReader.member))
            writer.write(UInt64(soleReader.reader))
        }
        writer.writePosition(storedLine)
        writer.writePosition(storedColumn)
    }

    static func decode(from reader: inout ByteReader, file: String) throws(ByteReader.Malformed) -> TypeDeclaration {
        let name = try reader.readString()
        guard let kind = Kind(rawValue: try reader.readString()) else { throw ByteReader.Malformed() }
        var type = TypeDeclaration(qualifiedName: name, kind: kind)
        type.genericParameters = try reader.readStrings()
        type.attributes = try reader.readStrings()
        type.inheritedTypes = try reader.readStrings()
        type.isPrivate = try reader.readBool()
        type.isPublic = try reader.readBool()
        type.deinitReadsStoredProperties = try reader.readBool()
        for _ in 0..<(try reader.readCount()) {
            let name = try reader.readString(), propertyType = try reader.readOptionalString()
            let wrapper = try reader.readOptionalString(), arguments = try reader.readOptionalString()
            let flags = try reader.readUInt()
            let initialValue = try reader.readBool() ? try InitialValue.decode(from: &reader) : nil
            var property = Property(
                name: name, type: propertyType, wrapper: wrapper, wrapperArguments: arguments, isStatic: flags & 1 != 0,
                isComputed: flags & 2 != 0, isLet: flags & 4 != 0, isPrivate: flags & 8 != 0, isLazy: flags & 16 != 0,
                initialValue: initialValue)
            property.servesOnlyViewHelpers = flags & 32 != 0
            property.observerAssignsItself = flags & 64 != 0
            type.properties.append(property)
        }
        for _ in 0..<(try reader.readCount()) {
            let name = try reader.readString(), parameters = try Parameter.decodeList(from: &reader), returnType = try reader.readOptionalString()
            let flags = try reader.readUInt()
            type.methods.append(
                Method(
                    name: name, parameters: parameters, returnType: returnType, isStatic: flags & 1 != 0, isAsync: flags & 2 != 0,
                    isThrowing: flags & 4 != 0, isPrivate: flags & 8 != 0, isMutating: flags & 16 != 0, isGeneric: flags & 32 != 0))
        }
        for _ in 0..<(try reader.readCount()) {
            let parameters = try Parameter.decodeList(from: &reader)
            let flags = try reader.readUInt()
            var initializer = Initializer(
                parameters: parameters, isAsync: flags & 1 != 0, isThrowing: flags & 2 != 0, isFailable: flags & 4 != 0, isPrivate: flags & 8 != 0,
                startsWork: flags & 16 != 0)
            initializer.firstCall = try reader.readOptionalString()
            type.initializers.append(initializer)
        }
        for _ in 0..<(try reader.readCount()) {
            type.nestedTypes.append(NestedType(name: try reader.readString(), isPrivate: try reader.readBool()))
        }
        type.caseNames = try reader.readStrings()
        type.aliasedType = try reader.readOptionalString()
        for _ in 0..<(try reader.readCount()) {
            let code = try reader.readUInt()
            let index = Int(code >> 3)
            switch code & 7 {
            case 0: type.memberOrder.append(.property(index))
            case 1: type.memberOrder.append(.method(index))
            case 2: type.memberOrder.append(.initializer(index))
            case 3: type.memberOrder.append(.nestedType(index))
            case 4: type.memberOrder.append(.subscript)
            case 5: type.memberOrder.append(.runBreak)
            default: throw ByteReader.Malformed()
            }
        }
        for _ in 0..<(try reader.readCount()) {
            let member = Int(try reader.readUInt()), soleReader = Int(try reader.readUInt())
            guard type.memberOrder.indices.contains(member), type.memberOrder.indices.contains(soleReader) else { throw ByteReader.Malformed() }
            type.soleReaders.append(TypeDeclaration.SoleReader(member: member, reader: soleReader))
        }
        type.file = file
        type.storedLine = try reader.readInt()
        type.storedColumn = try reader.readInt()
        return type
    }
}

extension TypeDeclaration.Parameter {
    static func encode(_ parameters: [Self], to writer: inout ByteWriter) {
        writer.write(UInt64(parameters.count))
        for parameter in parameters {
            writer.write(parameter.label)
            writer.write(parameter.name)
            writer.write(parameter.type)
            writer.write(parameter.hasDefault)
        }
    }

    static func decodeList(from reader: inout ByteReader) throws(ByteReader.Malformed) -> [Self] {
        var parameters: [Self] = []
        for _ in 0..<(try reader.readCount()) {
            parameters.append(
                Self(label: try reader.readOptionalString(), name: try reader.readString(), type: try reader.readString(), hasDefault: try reader.readBool()))
        }
        return parameters
    }
}

extension TypeDeclaration.InitialValue {
    func encode(to writer: inout ByteWriter) {
        switch self {
        case let .literal(type):
            writer.write(UInt64(0))
            writer.write(type)
        case let .call(callee):
            writer.write(UInt64(1))
            writer.write(callee)
        case let .staticMember(type, member):
            writer.write(UInt64(2))
            writer.write(type)
            writer.write(member)
        case let .array(element):
            writer.write(UInt64(3))
            element.encode(to: &writer)
        case .other:
            writer.write(UInt64(4))
        }
    }

    static func decode(from reader: inout ByteReader) throws(ByteReader.Malformed) -> Self {
        switch try reader.readUInt() {
        case 0: return .literal(type: try reader.readString())
        case 1: return .call(callee: try reader.readString())
        case 2: return .staticMember(type: try reader.readString(), member: try reader.readString())
        case 3: return .array(element: try decode(from: &reader))
        case 4: return .other
        default: throw ByteReader.Malformed()
        }
    }
}

extension InitializerCallSite {
    func encode(to writer: inout ByteWriter) {
        writer.write(callee)
        writer.write(UInt64(labels.count))
        for label in labels { writer.write(label) }
        writer.write(enclosingType)
        writer.writePosition(storedLine)
        writer.writePosition(storedColumn)
    }

    static func decode(from reader: inout ByteReader, file: String) throws(ByteReader.Malformed) -> Self {
        let callee = try reader.readString()
        var labels: [String?] = []
        for _ in 0..<(try reader.readCount()) { labels.append(try reader.readOptionalString()) }
        var site = Self(callee: callee, labels: labels, enclosingType: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
        site.file = file
        return site
    }
}

extension CombineUse {
    func encode(to writer: inout ByteWriter) {
        switch kind {
        case .objectWillChange: writer.write(UInt64(0))
        case .memberObjectWillChange: writer.write(UInt64(1))
        case let .projectedValue(name):
            writer.write(UInt64(2))
            writer.write(name)
        case let .memberProjectedValue(name):
            writer.write(UInt64(3))
            writer.write(name)
        case let .environmentObjectModifier(argument):
            writer.write(UInt64(4))
            writer.write(argument)
        case let .observableObjectReference(name):
            writer.write(UInt64(5))
            writer.write(name)
        case let .wrapperStorage(property, assignment):
            writer.write(UInt64(6))
            writer.write(property)
            writer.write(assignment)
        }
        writer.write(enclosingType)
        writer.writePosition(storedLine)
        writer.writePosition(storedColumn)
    }

    static func decode(from reader: inout ByteReader, file: String) throws(ByteReader.Malformed) -> Self {
        let kind: Kind
        switch try reader.readUInt() {
        case 0: kind = .objectWillChange
        case 1: kind = .memberObjectWillChange
        case 2: kind = .projectedValue(try reader.readString())
        case 3: kind = .memberProjectedValue(try reader.readString())
        case 4: kind = .environmentObjectModifier(argument: try reader.readOptionalString())
        case 5: kind = .observableObjectReference(try reader.readString())
        case 6: kind = .wrapperStorage(property: try reader.readString(), assignment: try reader.readOptionalString())
        default: throw ByteReader.Malformed()
        }
        var use = Self(kind: kind, enclosingType: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
        use.file = file
        return use
    }
}
