/** The bare page the site's home is compared with: no data, no client component. */
export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A one-page Next.js app, the yardstick of `npm run bench`.</p>
    </main>
  );
}
