#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How hosts end the process after a terminating signal, once the application has heard it
/// will terminate.
package enum HostSignals {
    /// Ends the process as `signalNumber` ends one: its default action is taken again, so the
    /// shell and any parent see the process killed by it (status 128 + its number: 130 for
    /// SIGINT, 143 for SIGTERM), not a normal exit. Exits with that status should the signal not
    /// end it.
    package static func endProcess(as signalNumber: Int32) -> Never {
        signal(signalNumber, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signalNumber)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(signalNumber)
        _exit(128 + signalNumber)
    }
}
