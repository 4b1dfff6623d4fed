import Foundation

struct PriceFormatter {
    let currencyCode: String

    func string(for amount: Decimal) -> String {
        amount.formatted(.currency(code: currencyCode))
    }
}
