import CursesBackend
import FoundationEssentials
import TerminalUI

extension CursesTerminal: KioskDisplay {}
