import Foundation

// `make bench`: Recto's figures beside pdftocairo's on the same files. Subcommands `first-page` and
// `render-pages` are what the driver runs in child processes, so both tools are measured the same way.
let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "first-page":
    exit(Workloads.firstPage(path: arguments[2], box: Int(arguments[3]) ?? 900))
case "render-pages":
    exit(Workloads.renderPages(path: arguments[2], count: Int(arguments[3]) ?? 200, box: Int(arguments[4]) ?? 900))
default:
    BenchDriver.run(extraPDFs: Array(arguments.dropFirst()))
}
