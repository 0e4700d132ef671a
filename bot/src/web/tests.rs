//! The web server through its routes: pages, pictures, streams, private links and the 404 that tells nothing.
