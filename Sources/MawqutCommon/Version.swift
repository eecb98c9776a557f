/// Mawqut's version: `mawqut --version` and `mawqut-admin --version`, the Debian
/// package's version (`make deb` reads it from the binary) and the man pages.
public enum MawqutVersion {
    public static let current = "0.9.0"
}
