// Placeholder while the server is written.
export {};
