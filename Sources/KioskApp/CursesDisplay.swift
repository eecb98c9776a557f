import CursesBackend
import Foundation
import KioskCore
import TerminalUI

extension CursesTerminal: KioskDisplay {}
