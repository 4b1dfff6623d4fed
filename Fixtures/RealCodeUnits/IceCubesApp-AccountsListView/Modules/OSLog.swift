// Stand-in for Apple's OSLog module (not on Linux): nothing from it is used by the unit.
