import Foundation
import SmartReplyCLI

let status = await CommandLineTool().run(Array(CommandLine.arguments.dropFirst()))
exit(status)
