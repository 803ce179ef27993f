// Read by no-literals.test.ts to prove that the check finds what it looks for; never imported.
export function Literal({ done, count }: { done: boolean; count: number }) {
  return (
    <div title={`${count}`}>
      <button aria-label="Close dialog">Save</button>
      <span>{`Target: ${count}`}</span>
      <input placeholder={done ? 'Optional' : ''} />
      <span>{count} · %</span>
    </div>
  );
}
