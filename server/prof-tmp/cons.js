const N=20000;
function mk(){const a=[];for(let i=0;i<N;i++){a.push('api/v2/(v[0-9]+)/g'+i+'/'+('users'+(i%10))+'/(:num)')}return a}
const T=(n,f)=>{let best=1e9;for(let r=0;r<7;r++){const a=mk();const u=process.memoryUsage().heapUsed;const t=performance.now();f(a);best=Math.min(best,performance.now()-t)}console.log(n.padEnd(20),best.toFixed(2))};
T('indexOf two-byte', a=>{let n=0;for(const s of a)n+=s.indexOf('⟨')});
T('indexOf one-byte', a=>{let n=0;for(const s of a)n+=s.indexOf('~')});
T('includes two-byte', a=>{let n=0;for(const s of a)n+=s.includes('⟨')?1:0});
T('map set', a=>{const m=new Map();for(const s of a)m.set(s,1)});
T('charcode loop', a=>{let n=0;for(const s of a){for(let i=0;i<s.length;i++)if(s.charCodeAt(i)===0x27e8)n++}});
