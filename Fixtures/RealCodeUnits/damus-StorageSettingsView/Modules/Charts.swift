// NOT app code: the part of Apple's Charts framework the unit uses, with Apple's public signatures.
// Simplification: `ChartContent` is declared without its `body` requirement (the unit declares no
// chart content of its own), and the modifiers return `some ChartContent`.
import SwiftUI

public protocol ChartContent {}

@resultBuilder
public struct ChartContentBuilder {
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
}

public protocol Plottable {}
extension Int: Plottable {}
extension UInt64: Plottable {}
extension Double: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}

public struct PlottableValue<Value: Plottable> {
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { fatalError() }
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

public struct MarkDimension {
    public static var automatic: MarkDimension { fatalError() }
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { fatalError() }
    public static func fixed(_ value: CGFloat) -> MarkDimension { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct SectorMark: ChartContent {
    public init<V: Plottable>(
        angle: PlottableValue<V>,
        innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {}
}

public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {}

extension ChartContent {
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent { _ModifiedChartContent<Self>() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { _ModifiedChartContent<Self>() }
    public func opacity(_ value: Double) -> some ChartContent { _ModifiedChartContent<Self>() }
}

extension ForEach: ChartContent where Content: ChartContent {}

public struct Chart<Content: ChartContent>: View {
    public var body: some View { EmptyView() }
}

extension Chart {
    public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable {
        fatalError()
    }
}

public struct ChartProxy {
    @available(iOS 17.0, macOS 14.0, *)
    public var plotFrame: Anchor<CGRect>? { fatalError() }
}

extension View {
    @available(iOS 17.0, macOS 14.0, *)
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    public func chartLegend(_ visibility: Visibility) -> some View { self }
}
