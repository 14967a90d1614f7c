import Foundation
import Testing
@testable import RectoCore

/// A book opener that answers when the test says so, as a worker would, later and in any order.
@MainActor
private final class FakeOpener {
    typealias Answer = @MainActor (Result<String, PDFOpenError>, ReadingState?) -> Void
    var asked: [(url: URL, password: String?, answer: Answer)] = []
    func open(_ url: URL, _ password: String?, _ answer: @escaping Answer) {
        asked.append((url, password, answer))
    }
}

@MainActor
@Suite("Open sequence: the book asked for last counts, each outcome leads on")
struct OpenSequenceTests {
    private let first = URL(fileURLWithPath: "/books/first.pdf")
    private let second = URL(fileURLWithPath: "/books/second.pdf")

    private func sequence(_ opener: FakeOpener, missing: SandboxPolicy.MissingFile = .gone)
        -> (OpenSequence<String>, () -> [String]) {
        var heard: [String] = []
        let sequence = OpenSequence<String>(
            open: { opener.open($0, $1, $2) }, missingFile: { _ in missing },
            outcome: { url, outcome in
                let name = url.lastPathComponent
                switch outcome {
                case let .opened(document, state): heard.append("\(name) opened \(document) at \(state?.page ?? -1)")
                case let .locked(retry): heard.append("\(name) locked\(retry ? " again" : "")")
                case .hiddenBySandbox: heard.append("\(name) hidden by the sandbox")
                case let .failed(error): heard.append("\(name) failed: \(error)")
                }
            })
        return (sequence, { heard })
    }

    @Test func aBookStillOpeningWhenAnotherIsChosenIsDroppedWhenItComes() {
        let opener = FakeOpener()
        let (sequence, heard) = sequence(opener)
        sequence.begin(first)
        sequence.begin(second)
        opener.asked[1].answer(.success("B"), ReadingState(page: 4))
        opener.asked[0].answer(.success("A"), nil)
        #expect(heard() == ["second.pdf opened B at 4"])
        #expect(sequence.pending == second)
    }

    @Test func aForgottenBookIsNotShownWhenItOpens() {
        let opener = FakeOpener()
        let (sequence, heard) = sequence(opener)
        sequence.begin(first)
        sequence.forget()
        opener.asked[0].answer(.success("A"), nil)
        #expect(heard().isEmpty)
        #expect(sequence.pending == nil)
    }

    @Test func aLockedBookAsksItsPasswordAndOpensWithIt() {
        let opener = FakeOpener()
        let (sequence, heard) = sequence(opener)
        sequence.begin(first)
        opener.asked[0].answer(.failure(.needsPassword), nil)
        sequence.answerPassword("wrong", for: first)
        #expect(opener.asked[1].password == "wrong")
        opener.asked[1].answer(.failure(.wrongPassword), nil)
        sequence.answerPassword("secret", for: first)
        opener.asked[2].answer(.success("A"), nil)
        #expect(heard() == ["first.pdf locked", "first.pdf locked again", "first.pdf opened A at -1"])
    }

    @Test func aCancelledPromptLeavesTheBookLockedAsAFailure() {
        let opener = FakeOpener()
        let (sequence, heard) = sequence(opener)
        sequence.begin(first)
        opener.asked[0].answer(.failure(.needsPassword), nil)
        sequence.answerPassword(nil, for: first)
        #expect(heard() == ["first.pdf locked", "first.pdf failed: needsPassword"])
        #expect(opener.asked.count == 1)
    }

    @Test func aPasswordForABookNoLongerOpeningOpensNothing() {
        let opener = FakeOpener()
        let (sequence, heard) = sequence(opener)
        sequence.begin(first)
        opener.asked[0].answer(.failure(.needsPassword), nil)
        sequence.begin(second)
        sequence.answerPassword("secret", for: first)
        sequence.answerPassword(nil, for: first)
        #expect(opener.asked.map(\.url) == [first, second])
        #expect(heard() == ["first.pdf locked"])
    }

    @Test func aFileNotFoundIsGoneOrHiddenByTheSandboxAsThePolicySays() {
        let opener = FakeOpener()
        let (outside, heardOutside) = sequence(opener)
        outside.begin(first)
        opener.asked[0].answer(.failure(.notFound), nil)
        let (inside, heardInside) = sequence(opener, missing: .hiddenBySandbox)
        inside.begin(first)
        opener.asked[1].answer(.failure(.notFound), nil)
        inside.begin(second)
        opener.asked[2].answer(.failure(.damaged(detail: "no xref")), nil)
        #expect(heardOutside() == ["first.pdf failed: notFound"])
        #expect(heardInside() == ["first.pdf hidden by the sandbox", "second.pdf failed: damaged(detail: \"no xref\")"])
    }
}
