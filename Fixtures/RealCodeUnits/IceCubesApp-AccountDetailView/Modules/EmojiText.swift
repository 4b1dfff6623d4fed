// Hand-written stand-in for the EmojiText package: nothing from it is used by the unit's files.
