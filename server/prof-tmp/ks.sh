cd /work/main && npx tsc -b >/dev/null && node -e "
process.argv.push('--json');
" && node server/out/bench/bench.js 2>&1 | grep -E "keystroke|hover"
