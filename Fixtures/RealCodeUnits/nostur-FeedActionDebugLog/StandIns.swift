// Hand-written stand-ins for the unit. FeedActionDebugLog.swift declares every app type it uses
// itself; the only outside API is UIKit's UIPasteboard (Modules/UIKit.swift, not app code).
