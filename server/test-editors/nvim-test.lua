-- Drives the routelens language server from Neovim 0.7 (start_client + buf_attach_client) and writes what it got.
local root = os.getenv('FIXTURE')
local out = os.getenv('OUT')
local server = os.getenv('SERVER')
local spec = vim.fn.json_decode(os.getenv('POSITIONS'))
local results = { ok = false }

local function finish()
  local file = io.open(out, 'w')
  file:write(vim.fn.json_encode(results))
  file:close()
  vim.cmd('qa!')
end

local ok, err = pcall(function()
  -- As the README configures it on a two-core machine: a V8 pool of one thread, through NODE_OPTIONS.
  local client_id = vim.lsp.start_client({ cmd = { 'node', server, '--stdio' }, cmd_env = { NODE_OPTIONS = '--v8-pool-size=1' }, root_dir = root, name = 'routelens' })
  vim.cmd('edit ' .. root .. '/routes.ts')
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = 'typescript'
  vim.lsp.buf_attach_client(bufnr, client_id)
  local client = vim.lsp.get_client_by_id(client_id)
  results.initialized = vim.wait(20000, function()
    return client.server_capabilities ~= nil and client.server_capabilities.hoverProvider == true
  end, 50)
  local uri = vim.uri_from_bufnr(bufnr)
  local function at(p) return { textDocument = { uri = uri }, position = { line = p[1], character = p[2] } } end
  local hover = client.request_sync('textDocument/hover', at(spec.hover), 20000, bufnr)
  results.hover = hover and hover.result and hover.result.contents and hover.result.contents.value or vim.NIL
  local definition = client.request_sync('textDocument/definition', at(spec.definition), 20000, bufnr)
  results.definition = definition and definition.result or vim.NIL
  vim.wait(20000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
  results.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(results.diagnostics, { line = d.lnum, code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code), message = d.message })
  end
  results.ok = true
end)
if not ok then results.error = tostring(err) end
finish()
