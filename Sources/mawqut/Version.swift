/// Mawqut's version: `mawqut --version`, the Debian package's version (`make deb`
/// reads it from the binary) and the man page.
enum MawqutVersion {
    static let current = "0.9.0"
}
