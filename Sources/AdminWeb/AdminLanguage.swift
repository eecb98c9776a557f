import Hummingbird
import Messages
import MosqueSettings

/// The language of the pages behind the login, per request (the process serves many
/// people at once, so it is never the process's `LANGUAGE`): a language link's
/// `?lang=`, kept in the session so that the pages after a form's post stay in it; else
/// the one kept; else the browser's Accept-Language; else the mosque's (`display.language`,
/// whose configuration is read only then).
enum AdminLanguage {
    static func words(_ request: Request, _ context: AdminRequestContext, mosque: @autoclosure () -> LanguageTag,
                      library: MessageLibrary = .installed) -> Words {
        if let asked = request.uri.queryParameters["lang"].flatMap({ LanguageTag(String($0)) }), library.has(asked) {
            context.sessions.withLockedSession { $0?.language = asked.description }
            return library.words(asked)
        }
        if let kept = context.sessions.session?.language.flatMap(LanguageTag.init), library.has(kept) {
            return library.words(kept)
        }
        let chosen = PageLanguage.chosen(query: nil, acceptLanguage: request.headers[.acceptLanguage], mosque: mosque(), library: library)
        return library.words(chosen)
    }
}
