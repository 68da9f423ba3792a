export default function IndexPage() {
  return <main className="container py-5"><h1>Amora</h1></main>;
}
