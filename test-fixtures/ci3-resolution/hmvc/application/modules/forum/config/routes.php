<?php
// The forum module's own routes: consulted first for URLs that start with forum/, (:any) crossing slashes.
$route['forum/t/(:any)'] = 'topics/view/$1';
