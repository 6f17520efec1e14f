//! One WebSocket to the server, opened, read and written off the frame:
//! on the desktop a thread of its own does the network's waiting (a
//! blocking socket read in short slices); in the browser the page's own
//! WebSocket calls back between frames. Either way the frame only takes
//! what has arrived ([`Link::poll`]) and hands over what to send
//! ([`Link::send`]), never waiting.

/// What the link has to say since the last poll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The WebSocket is open: say hello.
    Opened,
    /// A text frame.
    Text(String),
    /// The link is gone (or never came): why, in English for the log; the
    /// player is told by the caller.
    Closed(String),
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::Link;
#[cfg(target_arch = "wasm32")]
pub use web::Link;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io::ErrorKind;
    use std::net::{TcpStream, ToSocketAddrs};
    use std::sync::Mutex;
    use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
    use std::time::Duration;

    use tungstenite::client::IntoClientRequest;
    use tungstenite::{Message, WebSocket};

    use super::LinkEvent;

    /// How long connecting may take before the attempt counts as failed.
    const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
    /// The read's slice: how long a message to send may wait for the
    /// thread to look up from reading.
    const READ_SLICE: Duration = Duration::from_millis(20);

    /// A WebSocket served by its own thread; dropping the link closes it.
    pub struct Link {
        outgoing: Sender<String>,
        // Behind a lock only to be shared as a resource: one system polls.
        incoming: Mutex<Receiver<LinkEvent>>,
    }

    impl Link {
        /// Starts connecting to `url` (`ws://host:port/path`).
        pub fn open(url: &str) -> Link {
            let (outgoing, to_send) = channel();
            let (tell, incoming) = channel();
            let url = url.to_string();
            let spawned = std::thread::Builder::new()
                .name("online link".into())
                .spawn(move || {
                    let closed = match connect(&url) {
                        Ok(socket) => {
                            let _ = tell.send(LinkEvent::Opened);
                            serve(socket, &to_send, &tell)
                        }
                        Err(reason) => reason,
                    };
                    let _ = tell.send(LinkEvent::Closed(closed));
                });
            if let Err(e) = spawned {
                let (tell, incoming) = channel();
                let _ = tell.send(LinkEvent::Closed(format!("no thread for the link: {e}")));
                return Link {
                    outgoing,
                    incoming: Mutex::new(incoming),
                };
            }
            Link {
                outgoing,
                incoming: Mutex::new(incoming),
            }
        }

        pub fn send(&self, text: String) {
            // A link whose thread has ended has said so in `poll`.
            let _ = self.outgoing.send(text);
        }

        pub fn poll(&mut self) -> Vec<LinkEvent> {
            let mut events = Vec::new();
            let incoming = self.incoming.get_mut().unwrap_or_else(|e| e.into_inner());
            loop {
                match incoming.try_recv() {
                    Ok(event) => events.push(event),
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => {
                        if !matches!(events.last(), Some(LinkEvent::Closed(_))) {
                            events.push(LinkEvent::Closed("the link's thread ended".into()));
                        }
                        break;
                    }
                }
            }
            events
        }
    }

    fn connect(url: &str) -> Result<WebSocket<TcpStream>, String> {
        let request = url
            .into_client_request()
            .map_err(|e| format!("not a server address: {e}"))?;
        let uri = request.uri();
        match uri.scheme_str() {
            Some("ws") => {}
            Some("wss") => {
                return Err("secure addresses (wss://) are the browser's only".into());
            }
            _ => return Err(format!("not a ws:// address: {url}")),
        }
        let host = uri.host().ok_or("no host in the address")?.to_string();
        let port = uri.port_u16().unwrap_or(80);
        let addrs = (host.trim_matches(['[', ']']), port)
            .to_socket_addrs()
            .map_err(|e| format!("cannot find {host}: {e}"))?;
        let mut last = format!("no address for {host}");
        for addr in addrs {
            match TcpStream::connect_timeout(&addr, CONNECT_TIMEOUT) {
                Ok(stream) => {
                    let timeouts = stream
                        .set_read_timeout(Some(CONNECT_TIMEOUT))
                        .and_then(|()| stream.set_write_timeout(Some(CONNECT_TIMEOUT)))
                        .and_then(|()| stream.set_nodelay(true));
                    timeouts.map_err(|e| format!("cannot use the connection: {e}"))?;
                    let (socket, _) = tungstenite::client(request, stream)
                        .map_err(|e| format!("the server did not open a WebSocket: {e}"))?;
                    socket
                        .get_ref()
                        .set_read_timeout(Some(READ_SLICE))
                        .map_err(|e| format!("cannot use the connection: {e}"))?;
                    return Ok(socket);
                }
                Err(e) => last = format!("cannot connect to {addr}: {e}"),
            }
        }
        Err(last)
    }

    /// Reads and writes until either side closes; returns why.
    fn serve(
        mut socket: WebSocket<TcpStream>,
        to_send: &Receiver<String>,
        tell: &Sender<LinkEvent>,
    ) -> String {
        loop {
            loop {
                match to_send.try_recv() {
                    Ok(text) => {
                        if let Err(e) = socket.send(Message::text(text)) {
                            return format!("cannot send: {e}");
                        }
                    }
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => {
                        // The game let go of the link.
                        let _ = socket.close(None);
                        let _ = socket.flush();
                        return "closed by the game".into();
                    }
                }
            }
            match socket.read() {
                Ok(Message::Text(text)) => {
                    if tell
                        .send(LinkEvent::Text(text.as_str().to_string()))
                        .is_err()
                    {
                        return "closed by the game".into();
                    }
                }
                Ok(Message::Close(frame)) => {
                    return match frame {
                        Some(frame) if !frame.reason.is_empty() => {
                            format!("the server closed the connection: {}", frame.reason)
                        }
                        _ => "the server closed the connection".into(),
                    };
                }
                // Pings are answered by the library on its next write.
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) =>
                {
                    // The slice is over: flush what the library queued (a
                    // pong) and look for messages to send.
                    if let Err(e) = socket.flush()
                        && !matches!(&e, tungstenite::Error::Io(io)
                            if matches!(io.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut))
                    {
                        return format!("the connection broke: {e}");
                    }
                }
                Err(e) => return format!("the connection broke: {e}"),
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::rc::Rc;

    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::Closure;
    use web_sys::{CloseEvent, MessageEvent, WebSocket};

    use super::LinkEvent;

    thread_local! {
        // The page has one thread: the socket's callbacks and Bevy's
        // systems both run on it. The resource holds only a number.
        static SOCKETS: RefCell<HashMap<u64, Socket>> = RefCell::new(HashMap::new());
        static NEXT: RefCell<u64> = const { RefCell::new(0) };
    }

    struct Socket {
        socket: Option<WebSocket>,
        events: Rc<RefCell<Vec<LinkEvent>>>,
        // Kept alive as long as the socket calls them.
        _callbacks: Vec<Closure<dyn FnMut(web_sys::Event)>>,
    }

    /// The page's WebSocket; dropping the link closes it.
    pub struct Link {
        key: u64,
    }

    impl Link {
        pub fn open(url: &str) -> Link {
            let key = NEXT.with_borrow_mut(|next| {
                *next += 1;
                *next
            });
            let events = Rc::new(RefCell::new(Vec::new()));
            let socket = match WebSocket::new(url) {
                Ok(socket) => socket,
                Err(e) => {
                    let why = e
                        .as_string()
                        .or_else(|| {
                            e.dyn_ref::<js_sys::Error>()
                                .map(|e| String::from(e.message()))
                        })
                        .unwrap_or_else(|| "the address was refused".into());
                    events.borrow_mut().push(LinkEvent::Closed(why));
                    SOCKETS.with_borrow_mut(|sockets| {
                        sockets.insert(
                            key,
                            Socket {
                                socket: None,
                                events,
                                _callbacks: Vec::new(),
                            },
                        )
                    });
                    return Link { key };
                }
            };
            let on = |events: &Rc<RefCell<Vec<LinkEvent>>>,
                      handle: fn(web_sys::Event) -> Option<LinkEvent>| {
                let events = Rc::clone(events);
                Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                    if let Some(event) = handle(event) {
                        events.borrow_mut().push(event);
                    }
                })
            };
            let opened = on(&events, |_| Some(LinkEvent::Opened));
            let message = on(&events, |event| {
                let text = event.dyn_into::<MessageEvent>().ok()?.data().as_string();
                // A binary frame is no message of the protocol's.
                Some(LinkEvent::Text(text.unwrap_or_default()))
            });
            let closed = on(&events, |event| {
                let why = event
                    .dyn_into::<CloseEvent>()
                    .ok()
                    .map(|close| close.reason())
                    .filter(|reason| !reason.is_empty())
                    .map_or("the connection closed".into(), |reason| {
                        format!("the server closed the connection: {reason}")
                    });
                Some(LinkEvent::Closed(why))
            });
            socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
            socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
            // An error is followed by a close, which says it.
            socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
            SOCKETS.with_borrow_mut(|sockets| {
                sockets.insert(
                    key,
                    Socket {
                        socket: Some(socket),
                        events,
                        _callbacks: vec![opened, message, closed],
                    },
                )
            });
            Link { key }
        }

        pub fn send(&self, text: String) {
            SOCKETS.with_borrow(|sockets| {
                if let Some(socket) = sockets.get(&self.key).and_then(|s| s.socket.as_ref()) {
                    // A closed socket refuses; its close event says so.
                    let _ = socket.send_with_str(&text);
                }
            });
        }

        pub fn poll(&mut self) -> Vec<LinkEvent> {
            SOCKETS.with_borrow(|sockets| {
                sockets
                    .get(&self.key)
                    .map(|s| std::mem::take(&mut *s.events.borrow_mut()))
                    .unwrap_or_default()
            })
        }
    }

    impl Drop for Link {
        fn drop(&mut self) {
            let removed = SOCKETS.with_borrow_mut(|sockets| sockets.remove(&self.key));
            if let Some(socket) = removed.as_ref().and_then(|s| s.socket.as_ref()) {
                socket.set_onopen(None);
                socket.set_onmessage(None);
                socket.set_onclose(None);
                let _ = socket.close();
            }
        }
    }
}
