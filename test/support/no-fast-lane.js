// The `no-fast-lane` project: every bridge these tests start serves all requests through the
// framework (see FrontDoor).
process.env.HTTP_FAST_LANE = 'false';
