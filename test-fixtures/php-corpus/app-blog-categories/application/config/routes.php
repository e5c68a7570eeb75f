<?php defined('BASEPATH') OR exit('No direct script access allowed');

// A blog: dated permalinks, categories as an alternation built from a list, feeds with a format.
$route['default_controller'] = 'blog';
$categories = array('news', 'tutorials', 'release-notes');
$route['(:num)/(:num)/(:any)'] = 'blog/post/$1/$2/$3';
$route['(' . implode('|', $categories) . ')'] = 'blog/category/$1';
$route['(' . implode('|', $categories) . ')/page/(:num)'] = 'blog/category/$1/$2';
$route['feed(?:\.(rss|atom))?'] = 'blog/feed/$1';
$route['tag/(:any)'] = 'blog/tag/' . str_replace('-', '_', '$1');
$route['archive/(\d{4})(?:/(\d{2}))?'] = 'blog/archive/$1/$2';
