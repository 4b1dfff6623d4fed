// Hand-written stand-in for SwiftUIIntrospect: nothing from it is used by the unit's files.
