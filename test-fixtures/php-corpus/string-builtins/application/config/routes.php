<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$route[strtolower('ABOUT')] = 'pages/' . strtoupper('x');
$route[ucfirst('blog') . '/x'] = 'blog/' . lcfirst('Index');
$route[trim('  spaced  ')] = 'pages/spaced';
$route[str_replace('_', '-', 'my_page')] = 'pages/my_page';
$route[sprintf('%s/%d', 'item', 42)] = sprintf('items/show/%05d', 42);
$route[implode('/', array('a', 'b', 'c'))] = 'abc/index';
$parts = explode(',', 'one,two,three');
$route[$parts[1]] = 'numbers/' . count($parts);
$route[str_repeat('x', 3)] = 'pages/x' . strlen('four');
$route[ucwords('hello world')] = 'pages/hello';
$route[substr('abcdef', 1, 3)] = 'pages/sub';
$route[rtrim('path///', '/')] = 'pages/path';
