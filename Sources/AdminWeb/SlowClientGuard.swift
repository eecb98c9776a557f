import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Cuts off clients that hold a connection without sending a request: a request head not
/// complete within `headTime` of the connection (or of the last answer, on a kept-alive
/// one), and a body with more than `bodyIdleTime` between two of its pieces, close the
/// connection; a `Content-Length` above what the path takes is answered 413 at once, before
/// a byte of the body is read. So a client dribbling a header a byte at a time, or
/// announcing ten gigabytes and sending three bytes, cannot hold the server's connections
/// (OWASP, "Denial of Service Cheat Sheet": slow HTTP attacks), while the others go on.
/// One per connection, after HTTP decoding (`HTTP1Channel.Configuration.additionalChannelHandlers`).
final class SlowClientGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// How long a request head may take to arrive.
    static let headTime = TimeAmount.seconds(10)
    /// How long a body may pause between two pieces.
    static let bodyIdleTime = TimeAmount.seconds(10)

    /// The most a request to `path` may carry: the timetable upload more than a form.
    static func bodyLimit(path: String) -> Int {
        path.hasPrefix("/admin/timetable") ? AdminLimits.upload : AdminLimits.form
    }

    private var deadline: Scheduled<Void>?
    private var refused = false

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context, Self.headTime) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context, Self.headTime)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        let part = unwrapInboundIn(data)
        switch part {
        case .head(let request):
            deadline?.cancel()
            let limit = Self.bodyLimit(path: request.path ?? "/")
            if let length = request.headerFields[.contentLength].flatMap({ Int($0) }), length > limit {
                refuse(context, limit: limit)
                return
            }
            arm(context, Self.bodyIdleTime)
        case .body:
            arm(context, Self.bodyIdleTime)
        case .end:
            deadline?.cancel()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // The answer is complete: a kept-alive connection has its head time again for the next request.
        if case .end = unwrapOutboundIn(data) { arm(context, Self.headTime) }
        context.write(data, promise: promise)
    }

    /// Closes the connection unless something arrives within `time`.
    private func arm(_ context: ChannelHandlerContext, _ time: TimeAmount) {
        deadline?.cancel()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: time) { channel.close(promise: nil) }
    }

    /// Answers 413 and closes, without reading the body.
    private func refuse(_ context: ChannelHandlerContext, limit: Int) {
        refused = true
        deadline?.cancel()
        let text = "413 Content Too Large: this page takes at most \(limit / 1024) KB.\n"
        var head = HTTPResponse(status: .contentTooLarge)
        head.headerFields[.contentType] = "text/plain; charset=utf-8"
        head.headerFields[.contentLength] = String(text.utf8.count)
        head.headerFields[.connection] = "close"
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(context.channel.allocator.buffer(string: text))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
