/// What one declaration of a type (or one extension of it) in one file says about the type.
///
/// Compact values only, never syntax: a project model holds one of these per type declaration and
/// per extension in the run. Types are written as the source writes them (`[Item]`, `Theme?`),
/// trimmed of trivia; nothing is resolved here (see ``ProjectModel`` and ``ModuleLookup``).
public struct TypeDeclaration: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, actor, `protocol`, `typealias`
        /// `extension Name { … }`: adds members, nested types and conformances to a type declared elsewhere.
        case `extension`
    }

    /// `Outer.Inner` for a nested type; for an extension, the extended type as written, without generic arguments.
    public var qualifiedName: String
    public var kind: Kind
    public var genericParameters: [String]
    /// Attribute names without `@` and arguments: `Observable`, `MainActor`.
    public var attributes: [String]
    /// The inheritance clause as written: superclass, protocols (`ObservableObject`, `View`).
    public var inheritedTypes: [String]
    /// Declared `private` or `fileprivate`: invisible outside its file (or its enclosing type).
    public var isPrivate: Bool
    /// Declared `public` or `open`: code outside the module may use it.
    public var isPublic = false
    /// Its `deinit` reads one of its stored instance `var`s. A deinit is not isolated to the
    /// class's actor; stored properties are readable there, computed ones of the actor are not.
    public var deinitReadsStoredProperties = false
    public var properties: [Property]
    public var methods: [Method]
    public var initializers: [Initializer]
    /// Names of the types declared inside this declaration, with whether each is private.
    public var nestedTypes: [NestedType]
    /// `case` names of an enum: they are used like static members (`Filter.all`).
    public var caseNames: [String]
    /// For a typealias: the aliased type as written.
    public var aliasedType: String?
    /// The declaration's own members in source order (those inside `#if` blocks left out), each
    /// pointing into ``properties``, ``methods``, ``initializers`` or ``nestedTypes``: the order a
    /// type keeps its members in, which conventions of the module are read from.
    public var memberOrder: [MemberSlot] = []
    /// The instance computed properties of a struct declared a `View` that exactly one other of its
    /// own members names, with that member (as indices into ``memberOrder``): reorder-members keeps
    /// such a value beside its one user, a view helper or function, and the module's habits must
    /// foresee it.
    public var soleReaders: [SoleReader] = []

    /// A member of ``memberOrder`` and the one other member that names it.
    public struct SoleReader: Sendable, Equatable {
        public var member: Int
        public var reader: Int

        public init(member: Int, reader: Int) {
            self.member = member
            self.reader = reader
        }
    }

    /// One member of ``memberOrder``.
    public enum MemberSlot: Sendable, Equatable {
        case property(Int)
        case method(Int)
        case initializer(Int)
        case nestedType(Int)
        case `subscript`
        /// Where members stop being reorderable together: before a member under a section heading
        /// (a MARK or a detached comment) and around an `#if` block or another member no section
        /// holds, as reorder-members splits a view into runs it never moves members across.
        case runBreak
    }
    /// Where it is declared: the display path of its file, and the line and column of its name
    /// (of the extended type, for an extension), for findings about it.
    public var file = ""
    /// Reading it from a rule records a read of the file's positions (see ``ModelRead/positions(_:)``).
    public var line: Int {
        get { ModelReadRecorder.notePositionRead(inFile: file); return storedLine }
        set { storedLine = newValue }
    }
    public var column: Int {
        get { ModelReadRecorder.notePositionRead(inFile: file); return storedColumn }
        set { storedColumn = newValue }
    }
    var storedLine = 0
    var storedColumn = 0
    /// The byte offset of its name while its file is being read (becomes `line` and `column`).
    var nameOffset = 0

    public init(qualifiedName: String, kind: Kind) {
        self.qualifiedName = qualifiedName
        self.kind = kind
        genericParameters = []
        attributes = []
        inheritedTypes = []
        isPrivate = false
        properties = []
        methods = []
        initializers = []
        nestedTypes = []
        caseNames = []
        aliasedType = nil
    }

    /// The last component of ``qualifiedName``.
    public var name: String {
        qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
    }

    public struct NestedType: Sendable, Equatable {
        public var name: String
        public var isPrivate: Bool

        public init(name: String, isPrivate: Bool) {
            self.name = name
            self.isPrivate = isPrivate
        }
    }

    /// A stored or computed property, instance or static.
    public struct Property: Sendable, Equatable {
        public var name: String
        /// The written type annotation, if any.
        public var type: String?
        /// The property wrapper's name (`State`, `Environment`), if any.
        public var wrapper: String?
        /// The wrapper attribute's arguments as written (`Theme.self` in `@Environment(Theme.self)`).
        public var wrapperArguments: String?
        public var isStatic: Bool
        public var isComputed: Bool
        public var isLet: Bool
        public var isPrivate: Bool
        /// `lazy`, unless `@ObservationIgnored` (which Observation needs on a lazy property).
        public var isLazy: Bool
        /// What the initial value says about the property's type, when it has one.
        public var initialValue: InitialValue?
        /// A private computed property, or an `@Environment`/`@EnvironmentObject` property, that
        /// only the type's view helpers (`some View` members other than `body`) read, or that its
        /// other members only pass on to a type's initializer (`CancelButton(dismiss: dismiss)`):
        /// extract-subviews may move it into a subview with them (an environment value is declared
        /// again there, and goes from the view) or pass it on as such an argument, so where it
        /// stands says nothing lasting about the type's order, before the run or after it.
        public var servesOnlyViewHelpers = false
        /// Its `didSet` or `willSet` assigns to the property itself (`didSet { if !allowed { toggle =
        /// true } }`): a stored property's observer does not run again for that, but under
        /// `@Observable`, whose macro makes the property computed, it does.
        public var observerAssignsItself = false

        public init(
            name: String, type: String?, wrapper: String? = nil, wrapperArguments: String? = nil, isStatic: Bool = false,
            isComputed: Bool = false, isLet: Bool = false, isPrivate: Bool = false, isLazy: Bool = false, initialValue: InitialValue? = nil
        ) {
            self.isLazy = isLazy
            self.name = name
            self.type = type
            self.wrapper = wrapper
            self.wrapperArguments = wrapperArguments
            self.isStatic = isStatic
            self.isComputed = isComputed
            self.isLet = isLet
            self.isPrivate = isPrivate
            self.initialValue = initialValue
        }
    }

    /// The shape of a property's initial value, as far as it tells the property's type.
    public enum InitialValue: Sendable, Equatable {
        /// A literal of a known standard type (`0` → `Int`, `"a"` → `String`, `[1, 2]` → `[Int]`).
        case literal(type: String)
        /// A call of something named like a type: `Foo(…)`, `Foo.Bar(…)`, `Set<Int>()`, `Foo.init(…)`.
        /// `callee` is the type as written (without `.init`).
        case call(callee: String)
        /// `Foo.shared`, `Draft.empty`: a static member of a type named like one.
        case staticMember(type: String, member: String)
        /// `[GridItem(.flexible()), GridItem(.flexible())]`: an array literal whose elements all say
        /// the same thing about their type.
        indirect case array(element: InitialValue)
        /// Anything else: the value says nothing certain about the type.
        case other
    }

    public struct Parameter: Sendable, Equatable {
        /// The argument label at call sites; nil for `_`.
        public var label: String?
        /// The name inside the body.
        public var name: String
        public var type: String
        public var hasDefault: Bool

        public init(label: String?, name: String, type: String, hasDefault: Bool) {
            self.label = label
            self.name = name
            self.type = type
            self.hasDefault = hasDefault
        }

        /// A function type (`() -> Void`, `@escaping (Item) async -> Void`): it can take a trailing closure.
        var isClosure: Bool { type.contains("->") }
    }

    public struct Method: Sendable, Equatable {
        public var name: String
        public var parameters: [Parameter]
        public var returnType: String?
        public var isStatic: Bool
        public var isAsync: Bool
        public var isThrowing: Bool
        public var isPrivate: Bool
        /// `mutating`: it changes a value-type receiver, so it needs a variable.
        public var isMutating: Bool
        /// Declares generic parameters of its own (`func show<T>(…)`).
        public var isGeneric: Bool

        public init(
            name: String, parameters: [Parameter], returnType: String?, isStatic: Bool, isAsync: Bool, isThrowing: Bool, isPrivate: Bool,
            isMutating: Bool = false, isGeneric: Bool = false
        ) {
            self.isMutating = isMutating
            self.isGeneric = isGeneric
            self.name = name
            self.parameters = parameters
            self.returnType = returnType
            self.isStatic = isStatic
            self.isAsync = isAsync
            self.isThrowing = isThrowing
            self.isPrivate = isPrivate
        }
    }

    public struct Initializer: Sendable, Equatable {
        public var parameters: [Parameter]
        public var isAsync: Bool
        public var isThrowing: Bool
        /// `init?` or `init!`.
        public var isFailable: Bool
        public var isPrivate: Bool
        /// Its body starts work that outlives it: a `Task`, a timer, a Combine subscription, a
        /// notification observer or a dispatch to a queue. Creating such an object more than once
        /// starts that work more than once.
        public var startsWork = false
        /// The first function or method its body calls (`loadPairedDevices`), other than a few
        /// of the standard library's that only transform values (`map`, `sorted`): work that runs
        /// again whenever another copy of the object is made. Nil when it only assigns.
        public var firstCall: String?

        public init(parameters: [Parameter], isAsync: Bool, isThrowing: Bool, isFailable: Bool, isPrivate: Bool, startsWork: Bool = false) {
            self.parameters = parameters
            self.isAsync = isAsync
            self.isThrowing = isThrowing
            self.isFailable = isFailable
            self.isPrivate = isPrivate
            self.startsWork = startsWork
        }

        /// Whether a call with these argument labels (nil for unlabeled) can call this initializer:
        /// labels in order, parameters with defaults may be skipped, and an unlabeled argument may be
        /// a trailing closure for a labelled closure parameter (`Row(title: t) { … }`).
        public func accepts(labels: [String?]) -> Bool {
            var remaining = labels[...]
            for parameter in parameters {
                if let next = remaining.first, next == parameter.label || next == nil && parameter.isClosure {
                    remaining = remaining.dropFirst()
                } else if !parameter.hasDefault {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }
}

/// A call of something named like a type (`ProfileView(user: user)`): a possible initializer call.
public struct InitializerCallSite: Sendable, Equatable {
    /// The callee as written, without `.init`: `ProfileView`, `Settings.Row`.
    public var callee: String
    /// Argument labels in order; nil for an unlabeled argument. A trailing closure counts as unlabeled.
    public var labels: [String?]
    /// The qualified name of the type whose code contains the call (empty at file scope), for name lookup.
    public var enclosingType: String
    /// The display path of the file that holds it (set by ``FileDeclarations``).
    public internal(set) var file = ""
    /// Reading it from a rule records a read of the file's positions (see ``ModelRead/positions(_:)``).
    public var line: Int {
        get { ModelReadRecorder.notePositionRead(inFile: file); return storedLine }
        set { storedLine = newValue }
    }
    public var column: Int {
        get { ModelReadRecorder.notePositionRead(inFile: file); return storedColumn }
        set { storedColumn = newValue }
    }
    var storedLine: Int
    var storedColumn: Int

    public init(callee: String, labels: [String?], enclosingType: String, line: Int, column: Int) {
        self.callee = callee
        self.labels = labels
        self.enclosingType = enclosingType
        storedLine = line
        storedColumn = column
    }
}

/// A use of what `ObservableObject` gets from Combine or SwiftUI's API for it, which Observation
/// does not have: a place where a migration to `@Observable` would stop compiling.
public struct CombineUse: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `objectWillChange` or `self.objectWillChange` (sent or subscribed): the enclosing type's.
        case objectWillChange
        /// `base.objectWillChange`: another instance's.
        case memberObjectWillChange
        /// `$name` inside a type's code: the projected value of that type's (or an enclosing
        /// scope's) property `name`.
        case projectedValue(String)
        /// `base.$name`: the projected value of property `name` of another instance.
        case memberProjectedValue(String)
        /// `.environmentObject(argument)`: injects an `ObservableObject` into the environment. The
        /// argument's text when it is a name, a member chain or either called without arguments.
        case environmentObjectModifier(argument: String?)
        /// `ObservableObject`, `ObservedObject`, `StateObject` or `EnvironmentObject` written as a
        /// type or constraint (`<M: ObservableObject>`, `ObservedObject<M>`, `any ObservableObject`)
        /// or called, outside an inheritance clause and outside an assignment to `_name`.
        case observableObjectReference(String)
        /// `_name`, the storage of the property wrapper of `name`; `assignment` is what
        /// ``CodeScanner`` saw assigned to it (`StateObject(wrappedValue:`, "" for another value),
        /// nil when it is read rather than assigned.
        case wrapperStorage(property: String, assignment: String?)
    }

    public var kind: Kind
    /// The qualified name of the type whose code holds the use (empty at file scope).
    public var enclosingType: String
    /// The display path of the file that holds it (set by ``FileDeclarations``).
    public internal(set) var file = ""
    /// Reading it from a rule records a read of the file's positions (see ``ModelRead/positions(_:)``).
    public var line: Int {
        get { ModelReadRecorder.notePositionRead(inFile: file); return storedLine }
        set { storedLine = newValue }
    }
    public var column: Int {
        get { ModelReadRecorder.notePositionRead(inFile: file); return storedColumn }
        set { storedColumn = newValue }
    }
    var storedLine: Int
    var storedColumn: Int

    public init(kind: Kind, enclosingType: String, line: Int, column: Int) {
        self.kind = kind
        self.enclosingType = enclosingType
        storedLine = line
        storedColumn = column
    }
}
