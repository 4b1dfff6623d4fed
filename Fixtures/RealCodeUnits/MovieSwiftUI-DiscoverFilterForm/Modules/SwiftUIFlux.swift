// Hand-written stand-in for the SwiftUIFlux package (Dimillian/SwiftUIFlux): the store and action protocols.
import Combine
import Foundation

public protocol FluxState {}

public protocol Action {}

public typealias DispatchFunction = (Action) -> Void

public protocol AsyncAction: Action {
    func execute(state: FluxState?, dispatch: @escaping DispatchFunction)
}

public typealias Reducer<FluxState> = (_ state: FluxState, _ action: Action) -> FluxState

open class Store<StoreState: FluxState>: ObservableObject {
    @Published public private(set) var state: StoreState

    public init(reducer: @escaping Reducer<StoreState>, state: StoreState) {
        self.state = state
    }

    public func dispatch(action: Action) {}
}
