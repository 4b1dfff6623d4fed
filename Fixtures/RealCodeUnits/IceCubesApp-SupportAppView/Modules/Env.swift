// Hand-written stand-in for IceCubes' Env package: only what the units use.
import SwiftUI
