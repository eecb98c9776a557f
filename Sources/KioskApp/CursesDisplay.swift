import CursesBackend
import Foundation
import TerminalUI

extension CursesTerminal: KioskDisplay {}
