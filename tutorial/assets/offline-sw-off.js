// The service worker is turned off for this build (DUDO_SERVICE_WORKER=0): delete this
// site's caches and unregister, so a reader who had the old worker loses it.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) if (name.startsWith("dudo-")) await caches.delete(name);
  await self.registration.unregister();
})()));
