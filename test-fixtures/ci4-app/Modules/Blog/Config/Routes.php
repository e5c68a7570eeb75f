<?php
$routes->get('blog', '\Modules\Blog\Controllers\Blog::index');
$routes->get('about', '\Modules\Blog\Controllers\Blog::about');
